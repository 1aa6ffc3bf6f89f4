//===- facts/Schema.cpp - The facts tables and well-formedness rules ------===//
///
/// \file
/// The tables of a facts database and the rules over them. Ids are row
/// ids; a column naming another table's row is that table's name (`type`,
/// `block`, `function`, ...). Flags are 0/1. docs/facts.md is the
/// reference.
///
//===----------------------------------------------------------------------===//
#include "facts/Facts.h"
#include "llvm/IR/Instruction.h"
#include <string>

using namespace llvm;
using namespace refinery;

namespace refinery {
/// The schema script (FactsWriter::create runs it).
std::string factsSchemaScript();
} // namespace refinery

static const char *Tables = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE module(id INTEGER PRIMARY KEY, source TEXT, name TEXT,
  triple TEXT, datalayout TEXT, verified INTEGER, verifier_message TEXT);
CREATE TABLE type(id INTEGER PRIMARY KEY, module INTEGER, text TEXT,
  kind TEXT, bits INTEGER, count INTEGER, scalable INTEGER, element INTEGER,
  address_space INTEGER, vararg INTEGER, UNIQUE(module, text));
CREATE TABLE type_member(type INTEGER, idx INTEGER, member INTEGER,
  PRIMARY KEY(type, idx));
CREATE TABLE constant(id INTEGER PRIMARY KEY, module INTEGER, text TEXT,
  type INTEGER, kind TEXT, int_value TEXT, fp_value TEXT, splat INTEGER,
  global INTEGER, function INTEGER);
CREATE TABLE global(id INTEGER PRIMARY KEY, module INTEGER, name TEXT,
  kind TEXT, value_type INTEGER, linkage TEXT, is_constant INTEGER,
  is_declaration INTEGER, address_space INTEGER, alignment INTEGER,
  initializer INTEGER);
CREATE TABLE function(id INTEGER PRIMARY KEY, module INTEGER, name TEXT,
  type INTEGER, return_type INTEGER, nparams INTEGER, linkage TEXT,
  is_declaration INTEGER, calling_conv INTEGER, vararg INTEGER,
  intrinsic TEXT);
CREATE TABLE argument(id INTEGER PRIMARY KEY, function INTEGER,
  idx INTEGER, name TEXT, type INTEGER);
CREATE TABLE attribute(function INTEGER, instruction INTEGER, slot TEXT,
  idx INTEGER, name TEXT, text TEXT);
CREATE TABLE block(id INTEGER PRIMARY KEY, function INTEGER, idx INTEGER,
  name TEXT);
CREATE TABLE cfg_edge(from_block INTEGER, to_block INTEGER, idx INTEGER);
CREATE TABLE instruction(id INTEGER PRIMARY KEY, function INTEGER,
  block INTEGER, idx INTEGER, position INTEGER, opcode TEXT, type INTEGER,
  name TEXT, shape TEXT, predicate TEXT,
  nuw INTEGER, nsw INTEGER, exact INTEGER, disjoint INTEGER, nneg INTEGER,
  samesign INTEGER, inbounds INTEGER, nusw INTEGER, fast_math TEXT,
  volatile INTEGER, ordering TEXT, alignment INTEGER, tail TEXT,
  callee INTEGER, function_type INTEGER, noperands INTEGER, nargs INTEGER);
CREATE TABLE operand(instruction INTEGER, idx INTEGER, kind TEXT,
  type INTEGER, value_instruction INTEGER, value_argument INTEGER,
  value_constant INTEGER, value_global INTEGER, value_function INTEGER,
  value_block INTEGER, bundle TEXT, PRIMARY KEY(instruction, idx));
CREATE TABLE phi_incoming(instruction INTEGER, idx INTEGER, block INTEGER,
  PRIMARY KEY(instruction, idx));
CREATE TABLE metadata(instruction INTEGER, kind TEXT, text TEXT);
CREATE INDEX instruction_by_function ON instruction(function, position);
CREATE INDEX instruction_by_block ON instruction(block, idx);
CREATE INDEX operand_by_value ON operand(value_instruction);
CREATE INDEX edge_by_target ON cfg_edge(to_block);
)sql";

std::string refinery::factsSchemaScript() {
  std::string S = "BEGIN;\n";
  S += Tables;
  S += "INSERT INTO meta VALUES('schema', '";
  S += FactsSchema;
  S += "');\n";
  // The thesis's relation per instruction kind ("add_instruction", ...):
  // a view per opcode over the one instruction table.
  for (unsigned Op = Instruction::TermOpsBegin; Op < Instruction::OtherOpsEnd;
       ++Op) {
    std::string Name = Instruction::getOpcodeName(Op);
    if (Name == "<Invalid operator> ")
      continue;
    S += "CREATE VIEW " + Name +
         "_instruction AS SELECT * FROM instruction "
         "WHERE opcode = '" +
         Name + "';\n";
  }
  return S + "COMMIT;\n";
}

// Each rule selects (module, function, location, detail).
static const WellFormedRule Rules[] = {
    {"block-terminator",
     "A basic block ends with its one terminator (LangRef \"Functions\": "
     "each block ends with a terminator instruction).",
     R"sql(SELECT f.module, f.name, 'block ' || b.idx,
       (SELECT count(*) FROM instruction i WHERE i.block = b.id AND i.opcode
          IN ('ret','br','switch','indirectbr','invoke','resume',
              'unreachable','cleanupret','catchret','catchswitch','callbr'))
       || ' terminator(s)'
  FROM block b JOIN function f ON f.id = b.function
 WHERE (SELECT count(*) FROM instruction i WHERE i.block = b.id AND i.opcode
          IN ('ret','br','switch','indirectbr','invoke','resume',
              'unreachable','cleanupret','catchret','catchswitch','callbr'))
       <> 1
    OR (SELECT i.opcode FROM instruction i WHERE i.block = b.id
         ORDER BY i.idx DESC LIMIT 1)
       NOT IN ('ret','br','switch','indirectbr','invoke','resume',
               'unreachable','cleanupret','catchret','catchswitch','callbr')
)sql"},
    {"entry-without-predecessors",
     "The entry block has no predecessors (LangRef \"Functions\").",
     R"sql(SELECT f.module, f.name, 'block 0', count(*) || ' edge(s) in'
  FROM block b JOIN function f ON f.id = b.function
  JOIN cfg_edge e ON e.to_block = b.id
 WHERE b.idx = 0 GROUP BY b.id
)sql"},
    {"phi-first",
     "PHI nodes come first in their block (LangRef \"'phi' Instruction\").",
     R"sql(SELECT f.module, f.name, 'block ' || b.idx || ' instruction ' || p.idx,
       'phi after ' || o.opcode
  FROM instruction p JOIN block b ON b.id = p.block
  JOIN function f ON f.id = p.function
  JOIN instruction o ON o.block = p.block AND o.idx < p.idx
 WHERE p.opcode = 'phi' AND o.opcode <> 'phi' GROUP BY p.id
)sql"},
    {"phi-incoming",
     "A PHI node has one entry per predecessor edge of its block (LangRef "
     "\"'phi' Instruction\").",
     R"sql(SELECT f.module, f.name, 'block ' || b.idx || ' instruction ' || p.idx,
       (SELECT count(*) FROM phi_incoming h WHERE h.instruction = p.id)
       || ' incoming, ' ||
       (SELECT count(*) FROM cfg_edge e WHERE e.to_block = p.block)
       || ' predecessor edge(s)'
  FROM instruction p JOIN block b ON b.id = p.block
  JOIN function f ON f.id = p.function
 WHERE p.opcode = 'phi' AND EXISTS (
   SELECT blk FROM (SELECT h.block AS blk, count(*) AS n FROM phi_incoming h
                     WHERE h.instruction = p.id GROUP BY h.block) x
    WHERE x.n <> (SELECT count(*) FROM cfg_edge e
                   WHERE e.to_block = p.block AND e.from_block = x.blk)
   UNION ALL
   SELECT e.from_block FROM cfg_edge e WHERE e.to_block = p.block
      AND NOT EXISTS (SELECT 1 FROM phi_incoming h
                       WHERE h.instruction = p.id AND h.block = e.from_block))
)sql"},
    {"binary-operand-types",
     "Both operands of a binary operator have the result's type (thesis "
     "tables 91-92; LangRef \"Binary Operations\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       i.opcode || ' of ' || ta.text || ' and ' || tb.text || ' to ' || t.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type t ON t.id = i.type
  JOIN operand a ON a.instruction = i.id AND a.idx = 0
  JOIN operand c ON c.instruction = i.id AND c.idx = 1
  JOIN type ta ON ta.id = a.type JOIN type tb ON tb.id = c.type
 WHERE i.opcode IN ('add','sub','mul','udiv','sdiv','urem','srem','shl',
                    'lshr','ashr','and','or','xor','fadd','fsub','fmul',
                    'fdiv','frem')
   AND (a.type <> i.type OR c.type <> i.type)
)sql"},
    {"integer-operator-type",
     "Integer binary operators work on integers or vectors of integers "
     "(thesis table 91).",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       i.opcode || ' to ' || t.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type t ON t.id = i.type LEFT JOIN type e ON e.id = t.element
 WHERE i.opcode IN ('add','sub','mul','udiv','sdiv','urem','srem','shl',
                    'lshr','ashr','and','or','xor')
   AND NOT (t.kind = 'integer' OR (t.kind = 'vector' AND e.kind = 'integer'))
)sql"},
    {"cast-widths",
     "trunc narrows and zext/sext widen an integer (thesis tables 95-97; "
     "LangRef \"'trunc .. to' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       i.opcode || ' ' || ts.text || ' to ' || t.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type t ON t.id = i.type
  JOIN operand a ON a.instruction = i.id AND a.idx = 0
  JOIN type ts ON ts.id = a.type
  LEFT JOIN type te ON te.id = t.element LEFT JOIN type se ON se.id = ts.element
 WHERE i.opcode IN ('trunc','zext','sext')
   AND (coalesce(te.kind, t.kind) <> 'integer'
        OR coalesce(se.kind, ts.kind) <> 'integer'
        OR (i.opcode = 'trunc' AND coalesce(te.bits, t.bits) >= coalesce(se.bits, ts.bits))
        OR (i.opcode <> 'trunc' AND coalesce(te.bits, t.bits) <= coalesce(se.bits, ts.bits))
        OR coalesce(t.count, 0) <> coalesce(ts.count, 0))
)sql"},
    {"compare-types",
     "icmp/fcmp compare two operands of one type and give i1 or a vector "
     "of i1 of as many elements (LangRef \"'icmp' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       i.opcode || ' of ' || ta.text || ' and ' || tb.text || ' to ' || t.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type t ON t.id = i.type LEFT JOIN type e ON e.id = t.element
  JOIN operand a ON a.instruction = i.id AND a.idx = 0
  JOIN operand c ON c.instruction = i.id AND c.idx = 1
  JOIN type ta ON ta.id = a.type JOIN type tb ON tb.id = c.type
 WHERE i.opcode IN ('icmp','fcmp')
   AND (a.type <> c.type
        OR NOT ((t.kind = 'integer' AND t.bits = 1 AND ta.kind <> 'vector')
                OR (t.kind = 'vector' AND e.kind = 'integer' AND e.bits = 1
                    AND t.count = ta.count AND t.scalable = ta.scalable)))
)sql"},
    {"select-types",
     "select's condition is i1 or a vector of i1 as long as its arms, which "
     "have the result's type (LangRef \"'select' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       'select on ' || tc.text || ' of ' || ta.text || ' and ' || tb.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type t ON t.id = i.type
  JOIN operand c ON c.instruction = i.id AND c.idx = 0
  JOIN operand a ON a.instruction = i.id AND a.idx = 1
  JOIN operand b ON b.instruction = i.id AND b.idx = 2
  JOIN type tc ON tc.id = c.type LEFT JOIN type ce ON ce.id = tc.element
  JOIN type ta ON ta.id = a.type JOIN type tb ON tb.id = b.type
 WHERE i.opcode = 'select'
   AND (a.type <> i.type OR b.type <> i.type
        OR NOT ((tc.kind = 'integer' AND tc.bits = 1)
                OR (tc.kind = 'vector' AND ce.kind = 'integer' AND ce.bits = 1
                    AND tc.count = t.count AND tc.scalable = t.scalable)))
)sql"},
    {"branch-condition",
     "A conditional br's condition is i1 (LangRef \"'br' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       'br on ' || t.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN operand c ON c.instruction = i.id AND c.idx = 0
  JOIN type t ON t.id = c.type
 WHERE i.opcode = 'br' AND i.noperands = 3
   AND NOT (t.kind = 'integer' AND t.bits = 1)
)sql"},
    {"return-type",
     "ret returns a value of the function's return type, or nothing from a "
     "void function (LangRef \"'ret' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       'ret ' || coalesce(t.text, 'void') || ' from ' || rt.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type rt ON rt.id = f.return_type
  LEFT JOIN operand v ON v.instruction = i.id AND v.idx = 0
  LEFT JOIN type t ON t.id = v.type
 WHERE i.opcode = 'ret'
   AND ((v.type IS NULL AND rt.kind <> 'void')
        OR (v.type IS NOT NULL AND v.type <> f.return_type))
)sql"},
    {"memory-pointer",
     "load reads and store writes through a pointer operand (LangRef "
     "\"'load' Instruction\", \"'store' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       i.opcode || ' through ' || t.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN operand p ON p.instruction = i.id
   AND p.idx = CASE i.opcode WHEN 'load' THEN 0 ELSE 1 END
  JOIN type t ON t.id = p.type
 WHERE i.opcode IN ('load','store') AND t.kind <> 'pointer'
)sql"},
    {"call-arguments",
     "A call passes as many arguments as its function type has parameters "
     "(more only to a varargs function), each of the parameter's type "
     "(LangRef \"'call' Instruction\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       i.nargs || ' argument(s) to ' || ft.text
  FROM instruction i JOIN function f ON f.id = i.function
  JOIN type ft ON ft.id = i.function_type
 WHERE i.opcode = 'call'
   AND ((ft.vararg = 0 AND i.nargs <> ft.count)
        OR (ft.vararg = 1 AND i.nargs < ft.count)
        OR EXISTS (SELECT 1 FROM operand o JOIN type_member m
                     ON m.type = ft.id AND m.idx = o.idx
                    WHERE o.instruction = i.id AND o.idx < i.nargs
                      AND o.type <> m.member))
)sql"},
    {"function-parameters",
     "A function has as many parameters as its type, of its types (thesis "
     "table 72).",
     R"sql(SELECT f.module, f.name, '', f.nparams || ' parameter(s), type '
       || t.text
  FROM function f JOIN type t ON t.id = f.type
 WHERE f.nparams <> t.count OR f.return_type <> t.element
    OR EXISTS (SELECT 1 FROM argument a JOIN type_member m
                 ON m.type = t.id AND m.idx = a.idx
                WHERE a.function = f.id AND a.type <> m.member)
)sql"},
    {"function-return-type",
     "A function type returns neither a label nor metadata (thesis table "
     "69).",
     R"sql(SELECT t.module, '', t.text, 'returns ' || r.kind
  FROM type t JOIN type r ON r.id = t.element
 WHERE t.kind = 'function' AND r.kind IN ('label','metadata')
)sql"},
    {"vector-type",
     "A vector has at least one element, of integer, floating-point or "
     "pointer type (thesis tables 60-62; LangRef \"Vector Type\").",
     R"sql(SELECT t.module, '', t.text, coalesce(t.count, 'no') || ' element(s) of '
       || coalesce(e.kind, 'no type')
  FROM type t LEFT JOIN type e ON e.id = t.element
 WHERE t.kind = 'vector'
   AND (coalesce(t.count, 0) < 1 OR e.kind IS NULL
        OR e.kind NOT IN ('integer','half','bfloat','float','double',
                          'x86_fp80','fp128','ppc_fp128','pointer'))
)sql"},
    {"operand-in-function",
     "An instruction's operands are values of its own function: its "
     "instructions and arguments (LangRef \"Functions\").",
     R"sql(SELECT f.module, f.name, 'instruction ' || i.position,
       'operand ' || o.idx || ' from another function'
  FROM operand o JOIN instruction i ON i.id = o.instruction
  JOIN function f ON f.id = i.function
  LEFT JOIN instruction v ON v.id = o.value_instruction
  LEFT JOIN argument a ON a.id = o.value_argument
 WHERE (v.id IS NOT NULL AND v.function <> i.function)
    OR (a.id IS NOT NULL AND a.function <> i.function)
)sql"},
};

ArrayRef<WellFormedRule> refinery::wellFormedRules() { return Rules; }

Expected<std::vector<RuleViolation>>
refinery::checkWellFormed(SqlDatabase &Db, std::optional<int64_t> Module) {
  std::vector<RuleViolation> Out;
  for (const WellFormedRule &R : Rules) {
    std::string Sql = "WITH r(module, function, location, detail) AS (" +
                      R.Sql.str() + ") SELECT * FROM r";
    if (Module)
      Sql += " WHERE module = " + std::to_string(*Module);
    Expected<SqlStatement> S = Db.prepare(Sql);
    if (!S)
      return S.takeError();
    while (true) {
      Expected<bool> Row = S->step();
      if (!Row)
        return Row.takeError();
      if (!*Row)
        break;
      Out.push_back({R.Name.str(), S->columnInt(0), S->columnText(1),
                     S->columnText(2), S->columnText(3)});
    }
  }
  return Out;
}

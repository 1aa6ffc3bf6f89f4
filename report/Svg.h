//===- report/Svg.h - Inline SVG charts for the HTML report -----*- C++ -*-===//
///
/// \file
/// The charts of `refinery report`, drawn as inline SVG (no script, no
/// network at view time): a line chart over time and a horizontal bar
/// chart. Each chart is an `<svg class="plot">` whose marks are in a
/// `<g class="data">` group, which the browser test measures.
///
//===----------------------------------------------------------------------===//
#ifndef REFINERY_REPORT_SVG_H
#define REFINERY_REPORT_SVG_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace refinery {

/// \p Text with &, <, >, " and ' escaped for HTML text and attributes.
std::string htmlEscape(llvm::StringRef Text);

/// A line chart of \p Points (x, y), x increasing; \p XLabel and \p YLabel
/// name the axes. \p Step draws a step line (a count that only grows).
std::string svgLineChart(llvm::ArrayRef<std::pair<double, double>> Points,
                         llvm::StringRef Title, llvm::StringRef XLabel,
                         llvm::StringRef YLabel, bool Step = false);

/// A horizontal bar chart of \p Bars (label, value), in the given order.
std::string svgBarChart(llvm::ArrayRef<std::pair<std::string, double>> Bars,
                        llvm::StringRef Title);

} // namespace refinery

#endif

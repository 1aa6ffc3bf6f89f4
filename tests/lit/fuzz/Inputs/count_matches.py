"""Checks that a campaign's finding of KIND counts exactly the cases the
summary on stdin reports for that kind (crashes or timeouts), and that the
findings directory holds exactly one finding of that kind."""
import glob, json, re, sys

findings, kind = sys.argv[1], sys.argv[2]
summary = sys.stdin.read()
word = {"crash": "crashes", "timeout": "timeouts", "violation": "violations"}[kind]
m = re.search(word + r": (\d+)", summary)
assert m, summary
dirs = glob.glob(f"{findings}/{kind}-*")
assert len(dirs) == 1, dirs
count = json.load(open(dirs[0] + "/finding.json"))["count"]
assert count == int(m.group(1)), (count, m.group(1))

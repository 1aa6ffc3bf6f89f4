"""Renders a refinery report in headless Chromium and checks what a reader
sees: every cluster card in the DOM, every plot drawn (the browser's own
measure of each plot's marks, which the page records), and a screenshot
with the plots' colours in it (not a blank page):
  browser_check.py REPORT.html CLUSTERS WORKDIR
Exits 77 (ctest: skipped) with a notice if Chromium is missing or cannot
run here."""
import os, re, shutil, struct, subprocess, sys, zlib

report, clusters, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    print("notice: skipped: no chromium (scripts/setup.sh installs it)")
    sys.exit(77)
flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu",
         "--hide-scrollbars", "--user-data-dir=" + os.path.join(work, "profile")]
url = "file://" + os.path.abspath(report)
# Whether Chromium runs here at all (an empty page): if not, skipped; if
# it does, a failure on the report is the report's.
probe = subprocess.run(flags + ["--dump-dom", "about:blank"],
                       capture_output=True, text=True, timeout=120)
if probe.returncode != 0 or "<html" not in probe.stdout:
    print("notice: skipped: chromium cannot run here: " + probe.stderr[-300:])
    sys.exit(77)
dom = subprocess.run(flags + ["--dump-dom", url], capture_output=True,
                     text=True, timeout=120)
assert dom.returncode == 0 and "<html" in dom.stdout, dom.stderr[-500:]
html = dom.stdout

cards = re.findall(r'<div class="card[^"]*" id="cluster-(\d+)"', html)
assert [int(c) for c in cards] == list(range(1, clusters + 1)), \
    ("cards", cards, clusters)
# Each plot: its kind, the size of its marks (lines, bars) as the browser
# measured them, and its rectangle on the page.
plots = []
for tag in re.findall(r'<svg class="plot"[^>]*>', html):
    kind = re.search(r'data-kind="(\w+)"', tag)
    drawn = re.search(r'data-drawn="([0-9.]+)x([0-9.]+)"', tag)
    rect = re.search(r'data-rect="(-?\d+),(-?\d+),(\d+),(\d+)"', tag)
    assert kind and drawn and rect, ("a plot the page did not measure", tag)
    plots.append((kind.group(1), float(drawn.group(1)),
                  float(drawn.group(2)), [int(v) for v in rect.groups()]))
assert len(plots) >= 4, ("plots measured", len(plots))
for kind, w, h, _ in plots:
    assert w > 0 and (h > 0 or kind == "line"), ("an empty plot", plots)

shot = os.path.join(work, "report.png")
subprocess.run(flags + ["--window-size=1280,2400", "--screenshot=" + shot,
                        url], capture_output=True, timeout=120, check=True)

def png_pixels(path):
    """The RGB pixels of an 8-bit RGB or RGBA PNG (what Chromium writes)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    assert depth == 8 and ctype in (2, 6), (depth, ctype)
    bpp = 3 if ctype == 2 else 4
    raw, stride = zlib.decompress(idat), w * bpp
    prev, out, i = bytearray(stride), [], 0
    for _ in range(h):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc
                                      else b if pb <= pc else c)) & 255
        out.append(line)
        prev = line
    return w, h, bpp, out

w, h, bpp, rows = png_pixels(shot)
def near(px, rgb):
    return all(abs(px[k] - rgb[k]) < 40 for k in range(3))
# Inside each plot's rectangle (those the screenshot holds), its marks'
# colour: the lines' blue, the bars' red.
colour = {"line": (0x1f, 0x77, 0xb4), "bar": (0xd6, 0x27, 0x28)}
shown = 0
for kind, _, _, (x0, y0, pw, ph) in plots:
    if y0 + ph > h or x0 + pw > w:
        continue
    shown += 1
    hits = sum(near(rows[y][x * bpp:x * bpp + 3], colour[kind])
               for y in range(y0, y0 + ph) for x in range(x0, x0 + pw))
    assert hits > 30, ("a plot drawn without its marks", kind, hits)
assert shown >= 4, ("plots in the screenshot", shown)
print("browser: %d cluster card(s), %d plot(s) drawn; screenshot %dx%d "
      "with each plot's marks" % (len(cards), len(plots), w, h))

"""Renders a 'themec preview' page in headless Chromium and prints what the browser computed
for each marked element, for the calling test to compare with the build's styles.json:

  color THEME VARIANT NAME #RRGGBBAA   (VARIANT: light, dark, overlay, palette or icon)
  font THEME VARIANT NAME SIZE WEIGHT
  direction LOCALE ltr|rtl

The page itself has no script: a copy gets one that reads the computed styles into the DOM,
which '--dump-dom' prints. With --screenshot DIR, also saves an image of the whole page
(DIR/page.png). Exit 77 when there is no Chromium."""

import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

chromium = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome") if shutil.which(name)), None)
if chromium is None:
    print("missing validator: chromium", file=sys.stderr)
    sys.exit(77)

page = sys.argv[1]
screenshot = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--screenshot" else None

READER = r"""<script>
const hex = (text) => {
  const match = text.match(/rgba?\(([^)]*)\)/);
  if (!match) return text;
  const parts = match[1].split(",").map((part) => part.trim());
  const alpha = parts.length > 3 ? Math.round(parseFloat(parts[3]) * 255) : 255;
  return "#" + [parts[0], parts[1], parts[2], alpha]
    .map((value) => Number(value).toString(16).padStart(2, "0")).join("").toUpperCase();
};
const place = (element) => {
  const theme = element.closest("[data-theme]");
  const variant = element.closest("[data-variant]");
  return [theme ? theme.dataset.theme : "-", variant ? variant.dataset.variant : null];
};
const lines = [];
for (const element of document.querySelectorAll("[data-css]")) {
  let [theme, variant] = place(element);
  let name = element.dataset.prop;
  if (element.dataset.colorFill) { variant = "palette"; name = element.dataset.colorFill; }
  if (element.dataset.iconTint) { variant = "icon"; name = element.dataset.iconTint; }
  const value = getComputedStyle(element).getPropertyValue(element.dataset.css);
  lines.push(["color", theme, variant, name, hex(value)].join(" "));
}
for (const element of document.querySelectorAll("[data-size]")) {
  let [theme, variant] = place(element);
  let name = element.dataset.fontProp;
  if (element.dataset.font) { variant = "palette"; name = element.dataset.font; }
  const style = getComputedStyle(element);
  lines.push(["font", theme, variant, name, parseFloat(style.fontSize), style.fontWeight].join(" "));
}
for (const element of document.querySelectorAll("section[data-locale]")) {
  lines.push(["direction", element.dataset.locale, getComputedStyle(element).direction].join(" "));
}
const out = document.createElement("pre");
out.id = "computed";
out.textContent = lines.join("\n");
document.body.appendChild(out);
</script>"""

with open(page, encoding="utf-8") as handle:
    text = handle.read()
work = tempfile.mkdtemp(prefix="themec-preview-check")
copy = os.path.join(work, "index.html")
# The page forbids every script (its Content-Security-Policy); the copy lets its own inline
# reader run, and nothing else.
policy = "default-src 'none'; style-src 'unsafe-inline'"
if policy not in text:
    print("the page has no Content-Security-Policy with default-src 'none'", file=sys.stderr)
    sys.exit(1)
with open(copy, "w", encoding="utf-8") as handle:
    handle.write(text.replace(policy, policy + "; script-src 'unsafe-inline'", 1).replace("</body>", READER + "\n</body>"))

flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"]
dom = subprocess.run(
    flags + ["--virtual-time-budget=5000", "--dump-dom", "file://" + copy],
    capture_output=True, text=True, timeout=120,
).stdout
match = re.search(r'<pre id="computed">(.*?)</pre>', dom, re.S)
if match is None:
    print("the page did not render: no computed styles in the DOM", file=sys.stderr)
    sys.exit(1)
print(html.unescape(match.group(1)))

if screenshot:
    os.makedirs(screenshot, exist_ok=True)
    subprocess.run(
        flags + ["--window-size=1400,9000", "--screenshot=" + os.path.join(screenshot, "page.png"), "file://" + page],
        capture_output=True, timeout=120,
    )
shutil.rmtree(work)

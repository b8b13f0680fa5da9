"""Loads a 'themec preview' page in headless Chromium with a web server on loopback that
logs every request, and prints the paths requested, one JSON object per page:

  {"page": [...], "injected": [...], "unprotected": [...]}

'page' is the page as themec wrote it; 'injected' is a copy with a stylesheet load written
into its markup (the Content-Security-Policy must stop it); 'unprotected' is that copy
without the policy, which shows the server sees what Chromium loads. Usage:

  check_preview_requests.py THEMEC WORKDIR

The theme's font family tries to close the CSS string it lands in and load a URL. Exit 77
when there is no Chromium."""

import http.server
import json
import os
import shutil
import subprocess
import sys
import threading

chromium = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome") if shutil.which(name)), None)
if chromium is None:
    print("missing validator: chromium", file=sys.stderr)
    sys.exit(77)

themec, work = sys.argv[1], sys.argv[2]
requests = []


class Logger(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        requests.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "text/css")
        self.end_headers()

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Logger)
port = server.server_address[1]
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{port}"

os.makedirs(os.path.join(work, "themes"), exist_ok=True)
family = f"Geor'; background-image: url({base}/family); x: 'gia\\\"</style><link rel=stylesheet href={base}/link>"
with open(os.path.join(work, "themes", "hostile.theme.yaml"), "w", encoding="utf-8") as handle:
    handle.write("fonts:\n  body1: {family: \"" + family + "\", size: 17, weight: medium}\n")
    handle.write("icons:\n  iconSend: {asset: \"x\\\" style=\\\"background-image: url(" + base + "/asset)\"}\n")
made = subprocess.run([themec, "preview", "themes", "--no-config", "-o", "page"], cwd=work, capture_output=True, text=True)
if made.returncode != 0:
    print(made.stderr, file=sys.stderr)
    sys.exit(1)
page = os.path.join(work, "page", "index.html")
with open(page, encoding="utf-8") as handle:
    text = handle.read()
policy_start = text.index('<meta http-equiv="Content-Security-Policy"')
policy_end = text.index(">", policy_start) + 1
load = f'<div style="background-image: url({base}/injected)">x</div><link rel="stylesheet" href="{base}/injected.css">'
injected = text.replace("<body>", "<body>" + load, 1)
unprotected = injected[:policy_start] + injected[policy_end:]
flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--virtual-time-budget=3000"]
found = {}
for name, html in [("page", text), ("injected", injected), ("unprotected", unprotected)]:
    path = os.path.join(work, name + ".html")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(html)
    requests.clear()
    subprocess.run(flags + ["--dump-dom", "file://" + path], capture_output=True, timeout=120)
    found[name] = sorted(set(requests))
server.shutdown()
print(json.dumps(found))

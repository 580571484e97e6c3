#!/usr/bin/env python3
"""FrameLab's interactive page in a real headless browser (Debian's chromium).

Drives chromium over the DevTools protocol on --remote-debugging-pipe (file descriptors 3 and 4,
messages ended by NUL), with Python's standard library only: no network, no packages.

  browser_test.py --framelab .build/debug/framelab            the report and serve suites
  browser_test.py --framelab … --smoke                        the report suite only (for make test)
  browser_test.py --framelab … --screenshots docs/images      also write report.png, report-dark.png, serve.png

Numbers come from the layout in Tests/Browser/Cards.swift on the iPhone 15 Pro profile (393×852,
safe area top 59 and bottom 34; Devices/iphone-15-pro.yaml) under a NavigationStack with a large
title (navigationBar.large 96; Devices/platform-ios.yaml): the scroll view's usable size is
393 × (852 − 59 − 34 − 96) = 393×663, and each card is containerRelativeFrame(.horizontal, count: 2,
spacing: 12): (393 − 12 × 1) / 2 = 190.5 wide, at y = 59 + 96 = 155.
"""

import argparse
import json
import os
import queue
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "Cards.swift")


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Browser:
    """One headless chromium and one page, spoken to over the DevTools pipe."""

    def __init__(self, executable, width=1400, height=900):
        self.profile = tempfile.mkdtemp(prefix="framelab-chromium-")
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()

        def connect_pipes():
            high_in = os.dup(to_browser_read)
            high_out = os.dup(from_browser_write)
            os.dup2(high_in, 3)
            os.dup2(high_out, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
             "--disable-extensions", "--disable-background-networking", "--hide-scrollbars",
             "--user-data-dir=" + self.profile, "--window-size=%d,%d" % (width, height), "about:blank"],
            pass_fds=(3, 4), preexec_fn=connect_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.output = os.fdopen(to_browser_write, "wb", buffering=0)
        self.input = os.fdopen(from_browser_read, "rb", buffering=0)
        self.next_id = 0
        self.responses = {}
        self.events = queue.Queue()
        self.errors = []
        self.lock = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(domain + ".enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def _read(self):
        buffer = b""
        while True:
            chunk = self.input.read(65536)
            if not chunk:
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                if "id" in message:
                    with self.lock:
                        self.responses[message["id"]] = message
                        self.lock.notify_all()
                else:
                    self._event(message)

    def _event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append("console.%s: %s" % (params["type"], " ".join(str(a.get("value", a.get("description"))) for a in params.get("args", []))))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.errors.append("exception: %s" % details.get("exception", {}).get("description", details.get("text")))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            self.errors.append("log: %s %s" % (params["entry"].get("text"), params["entry"].get("url", "")))
        self.events.put(message)

    def call(self, method, params=None, session=False, timeout=30):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        self.output.write(json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        with self.lock:
            while ident not in self.responses:
                remaining = deadline - time.time()
                check(remaining > 0, "chromium did not answer %s" % method)
                self.lock.wait(remaining)
            response = self.responses.pop(ident)
        if "error" in response:
            raise Failure("%s failed: %s" % (method, response["error"]))
        return response.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session=True)
        if "exceptionDetails" in result:
            raise Failure("page script failed: %s" % result["exceptionDetails"].get("exception", {}).get("description"))
        return result["result"].get("value")

    def navigate(self, url):
        while not self.events.empty():
            self.events.get_nowait()
        self.call("Page.navigate", {"url": url}, session=True)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                event = self.events.get(timeout=1)
            except queue.Empty:
                continue
            if event.get("method") == "Page.loadEventFired":
                return
        raise Failure("%s did not load" % url)

    def wait_for(self, expression, timeout=10, message=None):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.01)
        raise Failure(message or "timed out waiting for %s" % expression)

    def mouse(self, kind, x, y, **extra):
        params = {"type": kind, "x": x, "y": y}
        params.update(extra)
        self.call("Input.dispatchMouseEvent", params, session=True)

    def key(self, key, code=None, text=None):
        base = {"key": key, "code": code or key}
        if key == "Enter":
            base.update({"windowsVirtualKeyCode": 13, "text": "\r"})
        elif key == "ArrowDown":
            base["windowsVirtualKeyCode"] = 40
        elif text:
            base["text"] = text
        self.call("Input.dispatchKeyEvent", dict(base, type="keyDown"), session=True)
        self.call("Input.dispatchKeyEvent", dict(base, type="keyUp"), session=True)

    def center_of(self, selector):
        box = self.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect();"
                            " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
        return box[0], box[1]

    def screenshot(self, path):
        import base64
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def framelab(binary, *arguments):
    result = subprocess.run([binary] + list(arguments), capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))
    return result.stdout


def cli_frames(binary, source_file, device):
    document = json.loads(framelab(binary, "eval", "--file", source_file, "--json", "--device", device))
    return {node["id"]: node["frame"] for node in document["nodes"]}


def test_report(browser, binary, work, screenshots):
    page = os.path.join(work, "report.html")
    framelab(binary, "eval", "--file", FIXTURE, "--html", page)
    check(os.path.exists(page), "eval --html wrote no file")
    html = open(page, encoding="utf-8").read()
    markup = html.split('<script type="application/')[0]  # the data: plain JSON, or packed (docs/report-size.md)
    for external in ('href="http', "src=", "@import", "url(", "@font-face"):
        check(external not in markup, "the page loads something from outside itself (%s)" % external)
    browser.navigate("file://" + page)
    # The page inflates its stored layouts first (PackedReportData), then starts.
    browser.wait_for("typeof window.framelab === 'object'", message="the page's script did not start")
    check(browser.evaluate("document.querySelectorAll('#picture .node').length") == 10, "the picture does not draw the 10 views")
    check(browser.evaluate("framelab.cell().device") == "iphone-15-pro", "the page does not start on the default device")
    # The cell's content is drawn under the frames: the navigation title written, the cards filled.
    check(browser.evaluate("document.querySelector('#picture svg').classList.contains('has-content')"), "the first cell is drawn without its content")
    texts = browser.evaluate("Array.from(document.querySelectorAll('#picture .content text')).map(t => t.textContent)")
    check("Cards" in texts, "the navigation title 'Cards' is not written in the picture: %s" % texts)

    # Hover the second card's Color (#7, drawn over its containerRelativeFrame #6): its frame shows.
    x, y = browser.center_of('#picture .node[data-id="7"]')
    browser.mouse("mouseMoved", x, y)
    info = browser.wait_for("framelab.frameInfo()", message="hovering #7 showed no frame")
    check("#7 Color" in info and "(202.5, 155) 190.5×663" in info,
          "hovering #7 shows %r, not its frame (202.5, 155) 190.5×663 (190.5 + 12 = 202.5)" % info)
    check(browser.evaluate("document.querySelector('#outline button[data-id=\"7\"]').classList.contains('hovered')"),
          "hovering #7 in the picture does not highlight it in the outline")
    check(browser.evaluate("document.querySelector('#source div.hovered') !== null"),
          "hovering #7 does not highlight its source line")

    # Click it: the page shows :why, the same text `framelab eval --why` prints.
    browser.mouse("mousePressed", x, y, button="left", clickCount=1)
    browser.mouse("mouseReleased", x, y, button="left", clickCount=1)
    why = browser.wait_for("framelab.whyText()", message="clicking #7 showed no :why")
    expected = framelab(binary, "eval", "--file", FIXTURE, "--why", "#7", "--color", "never").rstrip("\n")
    # eval names the view it chose from the file ("laid out: view CardRow") before the explanation.
    if expected.startswith("laid out:"):
        expected = expected.split("\n", 1)[1]
    check(why == expected, "the page's :why differs from eval --why:\n%s\n---\n%s" % (why, expected))
    check(browser.evaluate("document.querySelectorAll('#why li').length") >= 3, "the :why has no steps")

    # The outline drives the picture: hovering an outline row highlights the rectangle.
    ox, oy = browser.center_of('#outline button[data-id="4"]')
    browser.mouse("mouseMoved", ox, oy)
    check(browser.evaluate("document.querySelector('#picture .node[data-id=\"4\"]').classList.contains('hovered')"),
          "hovering #4 in the outline does not highlight it in the picture (hovered: %s, at %s)" % (
              browser.evaluate("framelab.state.hovered"), browser.evaluate("document.elementFromPoint(%f, %f).outerHTML.slice(0, 80)" % (ox, oy))))

    # Switch device: the frames change to what the CLI computes on that device.
    iphone = cli_frames(binary, FIXTURE, "iphone-15-pro")
    ipad = cli_frames(binary, FIXTURE, "ipad-pro-13")
    check(iphone[4] != ipad[4], "the fixture lays out the same on both devices")
    browser.evaluate("(() => { const s = document.getElementById('device'); s.value = 'ipad-pro-13';"
                     " s.dispatchEvent(new Event('change')); })()")
    frames = browser.evaluate("Object.fromEntries(framelab.cell().layout.nodes.map(n => [n.id, n.frame]))")
    check({int(k): v for k, v in frames.items()} == ipad, "after switching to ipad-pro-13 the frames are not the CLI's")
    width = browser.evaluate("Number(document.querySelector('#picture .node[data-id=\"4\"]').getAttribute('width'))")
    check(width == 510, "the card on ipad-pro-13 is drawn %s wide, not (1032 − 12) / 2 = 510" % width)
    # Every cell draws its content with the same code as the first (ReportScene), not as outlines:
    # on ipad-pro-13 the cards are filled 510 wide and the title is written.
    check(browser.evaluate("document.querySelector('#picture svg').classList.contains('has-content')"), "ipad-pro-13 is drawn without its content")
    filled = browser.evaluate("Array.from(document.querySelectorAll('#picture .content g[data-node] rect')).filter(r => r.getAttribute('width') === '510').length")
    check(filled >= 2, "the cards on ipad-pro-13 are not filled 510 wide (%s rects)" % filled)
    texts = browser.evaluate("Array.from(document.querySelectorAll('#picture .content text')).map(t => t.textContent)")
    check("Cards" in texts, "the navigation title is not written on ipad-pro-13: %s" % texts)
    check(browser.evaluate("framelab.state.selected") == 7, "switching device lost the selected view")
    # Only the first cell stores the REPL's :why text; on another cell the page writes it from the steps.
    why = browser.wait_for("framelab.whyText()", message="the :why of #7 on ipad-pro-13 is empty")
    check(why.startswith("#7 Color") and "\n  proposed " in why, "the :why on ipad-pro-13 is not built from its steps: %r" % why[:200])

    # Dynamic Type and orientation switchers exist and switch.
    browser.evaluate("(() => { const s = document.getElementById('orientation'); s.value = 'landscape';"
                     " s.dispatchEvent(new Event('change')); })()")
    check(browser.evaluate("framelab.cell().orientation") == "landscape", "the orientation switcher did not switch")
    sizes = browser.evaluate("Array.from(document.getElementById('dynamic-type').options).map(o => o.value)")
    check(sizes == ["large", "xxxLarge", "accessibility5"], "the Dynamic Type switcher offers %s" % sizes)

    # Keyboard: '/' focuses the search, typing finds the .id names, Enter selects the first.
    browser.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 5, "y": 5}, session=True)
    browser.evaluate("document.activeElement.blur()")
    browser.key("/", "Slash", "/")
    check(browser.evaluate("document.activeElement.id") == "search", "'/' does not focus the search box")
    browser.call("Input.insertText", {"text": "card"}, session=True)
    check(browser.evaluate("document.getElementById('search-results').textContent") == "3 views",
          "searching 'card' does not find the 3 cards")
    browser.key("Enter")
    check(browser.evaluate("framelab.state.selected") == 4, "Enter in the search does not select the first card (#4)")
    browser.key("Escape")
    browser.key("ArrowDown")
    check(browser.evaluate("document.activeElement.dataset.id") == "0", "ArrowDown does not move into the outline")
    browser.key("Enter")
    check(browser.evaluate("framelab.state.selected") == 0, "Enter on an outline row does not select it")

    # Dark mode changes the colours.
    light = browser.evaluate("getComputedStyle(document.body).backgroundColor")
    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}, session=True)
    dark = browser.evaluate("getComputedStyle(document.body).backgroundColor")
    check(light != dark, "the page looks the same in dark mode (%s)" % light)
    browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]}, session=True)
    check(not browser.errors, "console errors: %s" % browser.errors)

    if screenshots:
        browser.navigate("file://" + page)
        browser.evaluate("framelab.select(4); framelab.hover(7)")
        browser.screenshot(os.path.join(screenshots, "report.png"))
        browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}, session=True)
        browser.screenshot(os.path.join(screenshots, "report-dark.png"))
        browser.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]}, session=True)


def http_get(port, path, host="127.0.0.1"):
    """The status and body of a GET with `path` sent exactly as written (no normalising)."""
    with socket.create_connection((host, port), timeout=10) as connection:
        # The Host a browser sends (serve refuses any other: docs/serve-security.md).
        connection.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % (path, port)).encode())
        data = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body.decode("utf-8", "replace")


def test_serve(browser, binary, work, screenshots):
    source = os.path.join(work, "Cards.swift")
    shutil.copy(FIXTURE, source)
    original = open(source, encoding="utf-8").read()
    server = subprocess.Popen([binary, "serve", source, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        check("http://127.0.0.1:" in line, "serve did not print its address: %r %s" % (line, server.stderr.read() if server.poll() is not None else ""))
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])

        # Loopback only: 127.0.0.2 is a loopback address too, but not the one bound.
        try:
            socket.create_connection(("127.0.0.2", port), timeout=2).close()
            raise Failure("serve accepts connections on 127.0.0.2: it is not bound to 127.0.0.1 only")
        except OSError:
            pass

        # Path traversal and files not served are refused; the served file is there.
        for path in ("/../../../../etc/passwd", "/source?file=../../../../etc/passwd", "/source?file=/etc/passwd",
                     "/source?file=%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd",
                     "/?file=../../../../etc/passwd"):
            status, body = http_get(port, path)
            check(status == 404 and "root:" not in body, "GET %s answered %d" % (path, status))
        status, body = http_get(port, "/source?file=" + source)
        check(status == 200 and "CardRow" in body, "the served file's source is not served (%d)" % status)

        # An unknown device or view: a message in the page; the server keeps running.
        browser.navigate("http://127.0.0.1:%d/?device=iphone-99" % port)
        message = browser.evaluate("framelab.messages()")
        check("There is no device 'iphone-99'" in message, "an unknown device shows %r" % message)
        browser.navigate("http://127.0.0.1:%d/?view=crad" % port)
        message = browser.evaluate("framelab.messages()")
        check("There is no view 'crad'" in message and "did you mean 'card'" in message, "an unknown view shows %r" % message)
        check(server.poll() is None, "serve stopped after bad requests")

        # Open the page on ipad-pro-13 with the second card's Color selected, then save edits.
        browser.navigate("http://127.0.0.1:%d/?device=ipad-pro-13&view=%%237" % port)
        browser.wait_for("framelab.state.connected", message="the page did not connect its WebSocket")
        check(browser.evaluate("framelab.cell().device") == "ipad-pro-13", "?device=ipad-pro-13 did not open on that device")
        check(browser.evaluate("framelab.state.selected") == 7, "?view=#7 did not select #7")
        latencies = []
        for count in (3, 4, 2):
            edited = original.replace("count: 2", "count: %d" % count)
            updates = browser.evaluate("framelab.state.updates || 0")
            with open(source + ".tmp", "w", encoding="utf-8") as file:
                file.write(edited)
            saved = time.time() * 1000
            os.replace(source + ".tmp", source)
            browser.wait_for("(framelab.state.updates || 0) > %d" % updates, timeout=10, message="the page did not update after a save")
            latencies.append(browser.evaluate("framelab.state.updatedAt") - saved)
            # (1032 − 12 × (count − 1)) / count on ipad-pro-13's 1032-wide scroll view.
            width = (1032 - 12 * (count - 1)) / count
            node = browser.wait_for("(() => { const n = framelab.node(7); return n && Math.abs(n.frame.width - %r) < 0.01 ? n : null; })()" % width,
                                    timeout=10, message="after count: %d the card is not %r wide" % (count, width))
            check(browser.evaluate("framelab.cell().device") == "ipad-pro-13", "a save lost the device")
            check(browser.evaluate("framelab.state.selected") == 7, "a save lost the selected view")
            check(node["frame"]["width"] == cli_frames(binary, source, "ipad-pro-13")[7]["width"], "the page's frame is not the CLI's")
        print("  serve: page updated %s ms after each save" % ", ".join("%.0f" % l for l in latencies))
        check(min(latencies) < 100, "the page updated %s ms after saves, not within 100 ms" % latencies)

        # A broken save: the diagnostic with its position, and the last good layout stays.
        nodes = browser.evaluate("framelab.cell().layout.nodes.length")
        updates = browser.evaluate("framelab.state.updates || 0")
        with open(source, "w", encoding="utf-8") as file:
            file.write(original.replace("HStack(spacing: 12) {", "HStack(spacing: 12 {"))
        browser.wait_for("(framelab.state.updates || 0) > %d" % updates, timeout=10, message="a broken save did not reach the page")
        message = browser.evaluate("framelab.messages()")
        check("did not lay out" in message and "Cards.swift:8:" in message, "a broken save shows %r" % message)
        check(browser.evaluate("framelab.cell().layout.nodes.length") == nodes, "a broken save dropped the last good layout")
        updates = browser.evaluate("framelab.state.updates || 0")
        with open(source, "w", encoding="utf-8") as file:
            file.write(original)
        browser.wait_for("(framelab.state.updates || 0) > %d && framelab.messages() === ''" % updates, timeout=10,
                         message="fixing the save did not clear the message")
        check(not browser.errors, "console errors: %s" % browser.errors)
        if screenshots:
            browser.evaluate("framelab.hover(7)")
            browser.screenshot(os.path.join(screenshots, "serve.png"))
        check(server.poll() is None, "serve stopped")
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--framelab", required=True)
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    parser.add_argument("--smoke", action="store_true", help="the report suite only")
    parser.add_argument("--screenshots", help="directory to write screenshots to")
    arguments = parser.parse_args()
    if not arguments.chromium:
        print("browser tests: chromium is not installed (make browser-deps installs it)")
        return 1
    binary = os.path.abspath(arguments.framelab)
    suites = [("report", test_report)] + ([] if arguments.smoke else [("serve", test_serve)])
    failed = 0
    work = tempfile.mkdtemp(prefix="framelab-browser-")
    try:
        for name, suite in suites:
            browser = Browser(arguments.chromium)
            started = time.time()
            try:
                suite(browser, binary, work, arguments.screenshots)
                print("  %s: passed (%.1f s)" % (name, time.time() - started))
            except Failure as failure:
                failed += 1
                print("  %s: FAILED: %s" % (name, failure))
            finally:
                browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("browser tests: %d of %d suites passed" % (len(suites) - failed, len(suites)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

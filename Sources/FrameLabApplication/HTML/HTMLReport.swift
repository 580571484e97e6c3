/// The interactive report: one self-contained HTML page (no network, no external scripts or
/// fonts) with the payload's layouts embedded as JSON. `eval --html`, `:html` and `serve` write it.
public enum HTMLReport {
    /// The element holding the layouts: packed (`PackedReportData`, under a megabyte for a
    /// settings screen) in a report on disk, plain JSON in a page `serve` sends (it replaces cells
    /// one at a time, and the page is on this machine).
    static func dataElement(_ payload: ReportPayload) -> String {
        if !payload.live, let packed = PackedReportData.pack(payload) {
            return "<script type=\"\(PackedReportData.scriptType)\" id=\"framelab-data\">\(packed)</script>"
        }
        return "<script type=\"application/json\" id=\"framelab-data\">\(payload.encoded())</script>"
    }

    /// The page; `breakpoints` adds the strip of where the layout changes in kind across widths.
    static func page(_ payload: ReportPayload, breakpoints: ReportBreakpoints?) -> String {
        page(payload, strip: breakpoints?.html() ?? "")
    }

    public static func page(_ payload: ReportPayload) -> String {
        page(payload, strip: "")
    }

    private static func page(_ payload: ReportPayload, strip: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <meta name="generator" content="FrameLab \(escaped(payload.version))">
        <title>\(escaped(payload.file)) — FrameLab</title>
        <style>
        \(ReportStyle.css)
        </style>
        </head>
        <body>
        <header>
          <h1 id="title" title="\(escaped(payload.file))">\(escaped(displayName(payload.file)))</h1>
          <label>Device <select id="device" aria-label="Device"></select></label>
          <label>Orientation <select id="orientation" aria-label="Orientation"></select></label>
          <label>Dynamic Type <select id="dynamic-type" aria-label="Dynamic Type size"></select></label>
          <label>Find <input id="search" type="search" placeholder=".id name  (press /)" aria-label="Find a view by its .id name"></label>
          <span id="search-results" aria-live="polite"></span>
          <span id="status">\(payload.live ? "connecting…" : "FrameLab \(escaped(payload.version))")</span>
        </header>
        <pre id="messages" role="alert"></pre>
        <main>
          <section aria-label="Picture">
            <h2>Layout</h2>
            <div id="picture"><div id="picture-svg"></div></div>
            <div id="frame-info" aria-live="polite"></div>
            <p class="hint">Hover a view to see its frame, click it for its :why. Keys: / find, ↑↓ move in the outline, Enter select, Esc clear.</p>
            \(strip)
          </section>
          <section aria-label="Views">
            <h2>Views</h2>
            <nav id="outline"></nav>
          </section>
          <section class="stack" aria-label="Explanation and source">
            <div class="pane"><h2>Why</h2><div id="why"></div></div>
            <div class="pane" id="source-pane"><h2>Source</h2><div id="source" role="list"></div></div>
          </section>
        </main>
        \(dataElement(payload))
        <script>
        \(ReportScript.javascript)
        </script>
        </body>
        </html>

        """
    }

    /// The file's last path component, for the heading.
    static func displayName(_ file: String) -> String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    public static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// The interactive page's style sheet: system fonts only, light and dark from the system setting.
enum ReportStyle {
    static let css = #"""
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --panel: #f5f5f7; --line: #d2d2d7;
  --node: rgba(0, 113, 227, 0.08); --node-stroke: rgba(0, 113, 227, 0.55);
  --hover: rgba(255, 149, 0, 0.28); --hover-stroke: #c93400;
  --selected: rgba(52, 199, 89, 0.25); --selected-stroke: #1b7f37;
  --safe: rgba(255, 59, 48, 0.10); --bar: rgba(142, 142, 147, 0.30);
  --device: #1d1d1f; --error-bg: #fff0f0; --error-fg: #a1001f; --mark: #fff3c4;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #1c1c1e; --fg: #f5f5f7; --muted: #a1a1a6; --panel: #2c2c2e; --line: #48484a;
    --node: rgba(10, 132, 255, 0.12); --node-stroke: rgba(100, 170, 255, 0.7);
    --hover: rgba(255, 159, 10, 0.30); --hover-stroke: #ffb340;
    --selected: rgba(48, 209, 88, 0.28); --selected-stroke: #5de27a;
    --safe: rgba(255, 69, 58, 0.16); --bar: rgba(142, 142, 147, 0.35);
    --device: #d1d1d6; --error-bg: #3a1d1d; --error-fg: #ff8a80; --mark: #4a4020;
  }
}
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); display: flex; flex-direction: column;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 10px 16px;
  border-bottom: 1px solid var(--line); background: var(--panel); }
header h1 { font-size: 16px; margin: 0 12px 0 0; }
header label { display: flex; gap: 6px; align-items: center; color: var(--muted); }
select, input { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line);
  border-radius: 6px; padding: 3px 6px; }
:focus-visible { outline: 2px solid var(--hover-stroke); outline-offset: 1px; }
#status { margin-left: auto; color: var(--muted); font-size: 12px; }
#messages:empty { display: none; }
#messages { margin: 0; padding: 8px 16px; background: var(--error-bg); color: var(--error-fg);
  font: 12px/1.4 ui-monospace, "SF Mono", Menlo, monospace; white-space: pre-wrap; }
main { display: grid; grid-template-columns: minmax(260px, 1.1fr) minmax(220px, 0.8fr) minmax(280px, 1.1fr);
  gap: 0; flex: 1; min-height: 0; }
main > section { overflow: auto; padding: 12px 16px; border-right: 1px solid var(--line); }
main > section:last-child { border-right: none; }
main > section.stack { display: flex; flex-direction: column; padding: 0; overflow: hidden; }
.stack > .pane { flex: 1 1 50%; min-height: 0; overflow: auto; padding: 12px 16px; }
.stack > .pane + .pane { border-top: 1px solid var(--line); }
h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); margin: 0 0 8px; }
#picture svg { width: 100%; height: auto; max-height: calc(100vh - 160px); display: block; }
#picture svg { overflow: hidden; }
#picture .device { fill: none; stroke: var(--device); stroke-width: 3; }
#picture .safeArea { fill: var(--safe); }
#picture .bar { fill: var(--bar); }
#picture .region-label { fill: var(--muted); font-size: 9px; pointer-events: none; }
#picture .node { fill: var(--node); stroke: var(--node-stroke); stroke-width: 1; vector-effect: non-scaling-stroke; cursor: pointer; }
#picture .has-content .node { fill: transparent; stroke-opacity: 0.25; }
#picture .has-content .safeArea, #picture .has-content .bar { fill: transparent; }
#picture .has-content .region-label { display: none; }
#picture .node.hovered { fill: var(--hover); stroke: var(--hover-stroke); stroke-width: 2; }
#picture .node.selected { fill: var(--selected); stroke: var(--selected-stroke); stroke-width: 2.5; }
#picture .node.matched { stroke-dasharray: 4 2; stroke-width: 2; }
#frame-info { min-height: 2.8em; margin-top: 8px; font: 12px/1.4 ui-monospace, "SF Mono", Menlo, monospace; }
#outline ul { list-style: none; margin: 0; padding-left: 14px; }
#outline > ul { padding-left: 0; }
#outline button { all: unset; display: block; width: 100%; padding: 1px 4px; border-radius: 4px; cursor: pointer;
  font: 12px/1.5 ui-monospace, "SF Mono", Menlo, monospace; white-space: nowrap; }
#outline button:focus-visible { outline: 2px solid var(--hover-stroke); }
#outline button.hovered { background: var(--hover); }
#outline button.selected { background: var(--selected); }
#outline button.dimmed { opacity: 0.35; }
#outline .name { color: var(--selected-stroke); }
#outline .frame { color: var(--muted); }
#source { margin: 0; font: 12px/1.5 ui-monospace, "SF Mono", Menlo, monospace; }
#source div { display: grid; grid-template-columns: 3em 1fr; white-space: pre; cursor: pointer; }
#source div span:first-child { color: var(--muted); text-align: right; padding-right: 10px; user-select: none; }
#source div.hovered { background: var(--hover); }
#source div.selected { background: var(--selected); }
#why { font: 12px/1.45 ui-monospace, "SF Mono", Menlo, monospace; }
#why ol { margin: 0 0 8px; padding-left: 20px; }
#why li { margin-bottom: 4px; }
#why .kind { color: var(--muted); }
#why li pre { white-space: pre; overflow-x: auto; }
#why pre { white-space: pre-wrap; background: var(--panel); padding: 8px; border-radius: 6px; }
#search-results { color: var(--muted); font-size: 12px; }
.hint { color: var(--muted); font-size: 12px; }
@media (max-width: 900px) { body { height: auto; } main { grid-template-columns: 1fr; } }
"""#
}

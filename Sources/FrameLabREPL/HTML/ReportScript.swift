/// The interactive page's script: draws the embedded layouts, links picture, outline and source,
/// and (when served) replaces the layout when `framelab serve` pushes a new one. No libraries.
enum ReportScript {
    static let javascript = #"""
(function () {
  'use strict';
  const SVG = 'http://www.w3.org/2000/svg';
  let data = null;  // set by loadData() before start()
  const state = { cell: 0, hovered: null, selected: null, query: '' };
  const $ = (id) => document.getElementById(id);

  function fmt(value) {
    if (value === null || value === undefined) return '∞';
    return String(Math.round(value * 1000) / 1000);
  }
  function rectText(f) { return f ? '(' + fmt(f.x) + ', ' + fmt(f.y) + ') ' + fmt(f.width) + '×' + fmt(f.height) : 'hidden by its control\'s style'; }
  function label(node) { return '#' + node.id + ' ' + node.type + (node.name ? ' "' + node.name + '"' : ''); }
  function cell() { return data.cells[state.cell]; }
  function layout() { return cell().layout; }
  function node(id) { return layout().nodes.find((n) => n.id === id) || null; }
  function finite(f) { return !!f && [f.x, f.y, f.width, f.height].every((v) => typeof v === 'number'); }

  // ---- switcher ----------------------------------------------------------------------------
  function unique(values) { return values.filter((v, i) => values.indexOf(v) === i); }
  function fillSelect(select, values, current) {
    select.textContent = '';
    for (const value of values) {
      const option = document.createElement('option');
      option.value = value; option.textContent = value; option.selected = value === current;
      select.appendChild(option);
    }
  }
  function findCell(device, orientation, dynamicType) {
    const score = (c) => (c.device === device ? 4 : 0) + (c.orientation === orientation ? 2 : 0) + (c.dynamicType === dynamicType ? 1 : 0);
    let best = 0;
    data.cells.forEach((c, i) => { if (score(c) > score(data.cells[best])) best = i; });
    return best;
  }
  function renderSwitcher() {
    const c = cell();
    fillSelect($('device'), unique(data.cells.map((x) => x.device)), c.device);
    fillSelect($('orientation'), unique(data.cells.filter((x) => x.device === c.device).map((x) => x.orientation)), c.orientation);
    fillSelect($('dynamic-type'), unique(data.cells.map((x) => x.dynamicType)), c.dynamicType);
  }
  function switchTo(device, orientation, dynamicType) {
    const selectedName = state.selected === null ? null : (node(state.selected) || {}).name;
    const selectedID = state.selected;
    state.cell = findCell(device, orientation, dynamicType);
    const nodes = layout().nodes;
    const again = nodes.find((n) => selectedName && n.name === selectedName) || nodes.find((n) => n.id === selectedID);
    state.selected = again ? again.id : null;
    state.hovered = null;
    render();
    tellServer();
  }

  // ---- picture -----------------------------------------------------------------------------
  // FNV-1a over UTF-16 code units, as ReportContent computes it in Swift.
  function sourceHash(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < (text || '').length; i++) { hash ^= text.charCodeAt(i); hash = Math.imul(hash, 0x01000193) >>> 0; }
    return hash >>> 0;
  }
  function svgElement(name, attributes) {
    const element = document.createElementNS(SVG, name);
    for (const key in attributes) element.setAttribute(key, attributes[key]);
    return element;
  }
  function renderPicture() {
    const holder = $('picture-svg');
    holder.textContent = '';
    const doc = layout();
    const w = doc.device.window.width || 0, h = doc.device.window.height || 0;
    // The window, grown to show views that reach past it (up to a window's size on each side).
    let minX = 0, minY = 0, maxX = w, maxY = h;
    for (const n of doc.nodes) {
      if (!finite(n.frame)) continue;
      minX = Math.max(-w, Math.min(minX, n.frame.x)); minY = Math.max(-h, Math.min(minY, n.frame.y));
      maxX = Math.min(2 * w, Math.max(maxX, n.frame.x + n.frame.width)); maxY = Math.min(2 * h, Math.max(maxY, n.frame.y + n.frame.height));
    }
    const pad = 8;
    const svg = svgElement('svg', { viewBox: (minX - pad) + ' ' + (minY - pad) + ' ' + (maxX - minX + 2 * pad) + ' ' + (maxY - minY + 2 * pad),
      role: 'img', 'aria-label': doc.device.id + ' ' + doc.device.orientation + ' layout' });
    svg.appendChild(svgElement('rect', { class: 'device', x: -2, y: -2, width: w + 4, height: h + 4, rx: 12 }));
    // The first layout's content (texts, colours, controls), under the frames, for the cell and source it was drawn for.
    const content = data.content, c = cell();
    if (content && content.device === c.device && content.orientation === c.orientation && content.dynamicType === c.dynamicType && content.sourceHash === sourceHash(data.source)) {
      const dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
      const drawn = svgElement('g', { class: 'content', 'clip-path': 'url(#screen-clip)' });
      const clip = svgElement('clipPath', { id: 'screen-clip' });
      clip.appendChild(svgElement('rect', { x: 0, y: 0, width: w, height: h, rx: 12 }));
      svg.appendChild(clip);
      drawn.innerHTML = dark ? content.dark : content.light;
      svg.appendChild(drawn);
      svg.classList.add('has-content');
    }
    const labelled = new Set();
    for (const region of doc.regions || []) {
      if (!finite(region.frame)) continue;
      const f = region.frame;
      const band = svgElement('rect', { class: region.kind, x: f.x, y: f.y, width: f.width, height: f.height });
      const title = svgElement('title', {}); title.textContent = region.label; band.appendChild(title);
      svg.appendChild(band);
      const key = [f.x, f.y, f.width, f.height].join(',');
      const text = svgElement('text', { class: 'region-label', x: f.x + 3, y: f.y + Math.min(f.height, 20) - 4 });
      text.textContent = region.label;
      if (f.height >= 10 && f.width >= 60 && !labelled.has(key)) svg.appendChild(text);
      labelled.add(key);
    }
    for (const n of doc.nodes) {
      if (!finite(n.frame)) continue;
      const f = n.frame;
      const box = svgElement('rect', { class: 'node', 'data-id': n.id, x: f.x, y: f.y,
        width: Math.max(f.width, 0.5), height: Math.max(f.height, 0.5) });
      const title = svgElement('title', {}); title.textContent = label(n) + ' ' + rectText(f); box.appendChild(title);
      box.addEventListener('mouseenter', () => hover(n.id));
      box.addEventListener('mouseleave', () => hover(null));
      box.addEventListener('click', (event) => { event.stopPropagation(); select(n.id); });
      svg.appendChild(box);
    }
    holder.appendChild(svg);
  }

  // ---- outline -----------------------------------------------------------------------------
  function renderOutline() {
    const root = $('outline');
    root.textContent = '';
    const lists = new Map();
    const top = document.createElement('ul');
    top.setAttribute('role', 'tree');
    root.appendChild(top);
    for (const n of layout().nodes) {
      const item = document.createElement('li');
      item.setAttribute('role', 'treeitem');
      const button = document.createElement('button');
      button.dataset.id = n.id;
      button.innerHTML = '';
      button.append('#' + n.id + ' ' + n.type + ' ');
      if (n.name) { const s = document.createElement('span'); s.className = 'name'; s.textContent = '"' + n.name + '" '; button.append(s); }
      const fr = document.createElement('span'); fr.className = 'frame'; fr.textContent = rectText(n.frame); button.append(fr);
      button.addEventListener('mouseenter', () => hover(n.id));
      button.addEventListener('mouseleave', () => hover(null));
      button.addEventListener('focus', () => hover(n.id));
      button.addEventListener('click', () => select(n.id));
      item.appendChild(button);
      const parentList = n.parent === null || n.parent === undefined ? top : lists.get(n.parent) || top;
      parentList.appendChild(item);
      const children = document.createElement('ul');
      children.setAttribute('role', 'group');
      item.appendChild(children);
      lists.set(n.id, children);
    }
  }

  // ---- source ------------------------------------------------------------------------------
  function renderSource() {
    const pre = $('source');
    pre.textContent = '';
    data.source.split('\n').forEach((text, index) => {
      const line = document.createElement('div');
      line.dataset.line = index + 1;
      const number = document.createElement('span'); number.textContent = index + 1;
      const code = document.createElement('span'); code.textContent = text;
      line.append(number, code);
      line.addEventListener('click', () => {
        const n = layout().nodes.find((x) => x.line === index + 1);
        if (n) select(n.id);
      });
      pre.appendChild(line);
    });
  }

  // ---- hover, selection, search ------------------------------------------------------------
  function mark(selector, attribute, value, className) {
    document.querySelectorAll(selector + '.' + className).forEach((e) => e.classList.remove(className));
    if (value === null || value === undefined) return [];
    const found = document.querySelectorAll(selector + '[' + attribute + '="' + value + '"]');
    found.forEach((e) => e.classList.add(className));
    return found;
  }
  function hover(id) {
    state.hovered = id;
    const n = id === null ? null : node(id);
    mark('#picture .node', 'data-id', id, 'hovered');
    mark('#outline button', 'data-id', id, 'hovered');
    const lines = mark('#source div', 'data-line', n ? n.line : null, 'hovered');
    if (lines.length) reveal(lines[0]);
    showFrame(n || (state.selected === null ? null : node(state.selected)));
  }
  // Scrolls the source pane (only) so that `line` shows.
  function reveal(line) {
    const pane = line.closest('.pane');
    const p = pane.getBoundingClientRect(), r = line.getBoundingClientRect();
    if (r.top < p.top) pane.scrollTop -= p.top - r.top;
    else if (r.bottom > p.bottom) pane.scrollTop += r.bottom - p.bottom;
  }
  function showFrame(n) {
    $('frame-info').textContent = n ? label(n) + '\nframe ' + rectText(n.frame) + (n.line ? '  (line ' + n.line + ')' : '') : '';
  }
  function select(id) {
    state.selected = id;
    const n = id === null ? null : node(id);
    mark('#picture .node', 'data-id', id, 'selected');
    mark('#outline button', 'data-id', id, 'selected');
    mark('#source div', 'data-line', n ? n.line : null, 'selected');
    showFrame(n);
    showWhy(n);
  }
  function showWhy(n) {
    const panel = $('why');
    panel.textContent = '';
    if (!n) { panel.innerHTML = '<p class="hint">Click a view to see why it got its size.</p>'; return; }
    const heading = document.createElement('h3'); heading.textContent = label(n); panel.appendChild(heading);
    if (!n.why) return;
    const steps = document.createElement('ol');
    for (const step of n.why.steps) {
      const item = document.createElement('li');
      const kind = document.createElement('span'); kind.className = 'kind'; kind.textContent = step.kind + ': ';
      item.append(kind, step.text);
      if (step.lines && step.lines.length) {
        const more = document.createElement('pre'); more.textContent = step.lines.join('\n'); item.appendChild(more);
      }
      steps.appendChild(item);
    }
    panel.appendChild(steps);
    const text = document.createElement('pre'); text.id = 'why-text'; text.textContent = n.why.text || whyTextFromSteps(n);
    const details = document.createElement('details');
    const summary = document.createElement('summary'); summary.textContent = ':why as the REPL prints it';
    details.append(summary, text); details.open = true;
    panel.appendChild(details);
  }
  // The REPL's :why text for a cell stored without it (PackedReportData keeps it for the first
  // cell only): the heading, then each step and its lines, indented as the REPL indents them.
  function whyTextFromSteps(n) {
    const lines = [label(n)];
    for (const step of n.why.steps) {
      lines.push('  ' + step.text);
      for (const line of step.lines || []) lines.push('    ' + line);
    }
    return lines.join('\n');
  }
  function search(query) {
    state.query = query.trim().toLowerCase();
    const matches = state.query ? layout().nodes.filter((n) => n.name && n.name.toLowerCase().includes(state.query)) : [];
    const ids = new Set(matches.map((n) => String(n.id)));
    document.querySelectorAll('#outline button').forEach((b) => b.classList.toggle('dimmed', !!state.query && !ids.has(b.dataset.id)));
    document.querySelectorAll('#picture .node').forEach((r) => r.classList.toggle('matched', ids.has(r.dataset.id)));
    $('search-results').textContent = state.query ? matches.length + (matches.length === 1 ? ' view' : ' views') : '';
    return matches;
  }

  // ---- messages and rendering --------------------------------------------------------------
  function renderMessages(extra) {
    const lines = [];
    if (data.notice) lines.push(data.notice);
    for (const e of cell().errors || []) lines.push(e);
    for (const d of layout().diagnostics || []) {
      if (d.severity !== 'error' || (cell().errors || []).length) continue;
      lines.push(d.severity + (d.line ? ' at line ' + d.line + ':' + d.column : '') + ': ' + d.message);
    }
    for (const e of extra || []) lines.push(e);
    $('messages').textContent = lines.join('\n');
  }
  function render() {
    document.title = data.file + ' — FrameLab';
    $('title').textContent = data.file.split('/').pop();
    $('title').title = data.file;
    renderSwitcher();
    renderPicture();
    renderOutline();
    renderSource();
    renderMessages(state.liveErrors);
    if (state.selected !== null && !node(state.selected)) state.selected = null;
    select(state.selected);
    hover(state.hovered);
    search($('search').value);
  }

  function start() {
    $('device').addEventListener('change', (e) => switchTo(e.target.value, cell().orientation, cell().dynamicType));
    $('orientation').addEventListener('change', (e) => switchTo(cell().device, e.target.value, cell().dynamicType));
    $('dynamic-type').addEventListener('change', (e) => switchTo(cell().device, cell().orientation, e.target.value));
    $('search').addEventListener('input', (e) => search(e.target.value));
    $('search').addEventListener('keydown', (e) => {
      if (e.key === 'Enter') { const m = search(e.target.value); if (m.length) select(m[0].id); }
    });
    document.addEventListener('keydown', (e) => {
      if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') { if (e.key === 'Escape') e.target.blur(); return; }
      if (e.key === '/') { e.preventDefault(); $('search').focus(); }
      else if (e.key === 'Escape') { select(null); }
      else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        const buttons = Array.from(document.querySelectorAll('#outline button'));
        if (!buttons.length) return;
        e.preventDefault();
        const index = buttons.indexOf(document.activeElement);
        const next = index < 0 ? 0 : Math.max(0, Math.min(buttons.length - 1, index + (e.key === 'ArrowDown' ? 1 : -1)));
        buttons[next].focus();
      }
    });
    if (data.view) {
      const wanted = data.view.replace(/^#/, '');
      const n = layout().nodes.find((x) => x.name === wanted || String(x.id) === wanted || x.type === wanted);
      if (n) state.selected = n.id;
    }
    render();
    if (data.live) connect();
  }

  // ---- live updates (framelab serve) -------------------------------------------------------
  let socket = null;
  function tellServer() {
    if (!socket || socket.readyState !== 1) return;
    const c = cell();
    socket.send(JSON.stringify({ type: 'view', device: c.device, orientation: c.orientation, dynamicType: c.dynamicType }));
  }
  function keepSelection(update) {
    const selectedName = state.selected === null ? null : (node(state.selected) || {}).name;
    const selectedID = state.selected;
    update();
    const again = layout().nodes.find((n) => selectedName && n.name === selectedName) || layout().nodes.find((n) => n.id === selectedID);
    state.selected = again ? again.id : null;
    state.liveErrors = [];
    state.updates = (state.updates || 0) + 1;
    state.updatedAt = Date.now();
    render();
    $('status').textContent = 'live: updated ' + new Date().toLocaleTimeString();
  }
  function connect() {
    const status = $('status');
    socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/updates?file=' + encodeURIComponent(data.file));
    socket.addEventListener('open', () => { status.textContent = 'live: watching ' + data.file; state.connected = true; tellServer(); });
    socket.addEventListener('close', () => { status.textContent = 'disconnected: reload the page when framelab serve runs again'; });
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'layout') {
        const c = cell();
        keepSelection(() => {
          const notice = data.notice;
          data = message.payload;
          if (notice && !/did not lay out/.test(notice)) data.notice = notice;
          state.cell = findCell(c.device, c.orientation, c.dynamicType);
        });
      } else if (message.type === 'cell') {
        const c = message.cell;
        const index = data.cells.findIndex((x) => x.device === c.device && x.orientation === c.orientation && x.dynamicType === c.dynamicType);
        if (index < 0) return;
        if (index !== state.cell) { data.cells[index] = c; return; }
        keepSelection(() => { data.cells[index] = c; });
      } else if (message.type === 'errors') {
        state.liveErrors = ['The last save did not lay out; showing the last good layout.'].concat(message.errors);
        state.updates = (state.updates || 0) + 1;
        state.updatedAt = Date.now();
        renderMessages(state.liveErrors);
      }
    });
  }

  // ---- the stored layouts (HTMLReport.dataElement) -----------------------------------------
  // Plain JSON from serve; in a report on disk, PackedReportData: gzip (inflated by the
  // browser's DecompressionStream) of JSON whose cells hold every string as a base-36 index
  // into `strings`.
  async function loadData() {
    const element = document.getElementById('framelab-data');
    if (element.type !== 'application/x-framelab-packed') return JSON.parse(element.textContent);
    const bytes = Uint8Array.from(atob(element.textContent.trim()), (c) => c.charCodeAt(0));
    const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    const packed = JSON.parse(await new Response(inflated).text());
    const strings = packed.strings;
    const expand = (v) => typeof v === 'string' ? strings[parseInt(v, 36)]
      : Array.isArray(v) ? v.map(expand)
      : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x)])) : v;
    packed.cells = packed.cells.map(expand);
    delete packed.strings;
    return packed;
  }

  loadData().then((loaded) => {
    data = loaded;
    state.cell = data.initial;
    window.framelab = {
      state: state, select: select, hover: hover, switchTo: switchTo, search: search,
      cell: () => cell(), node: node, data: () => data,
      frameInfo: () => $('frame-info').textContent, whyText: () => { const t = $('why-text'); return t ? t.textContent : ''; },
      messages: () => $('messages').textContent,
    };
    start();
  }, (error) => {
    $('messages').textContent = 'This page could not read its layouts (' + error + '); open it in a current browser (Chrome 80, Safari 16.4, Firefox 113 or later).';
  });
})();
"""#
}

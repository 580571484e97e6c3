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
  // A cell's content (ReportScene: the marks of its PictureScene, colours as light/dark pairs)
  // as SVG markup, the way SceneSVG draws --svg: fills and strokes, texts as <text> lines in
  // Inter at the measured size and weight, symbols and images as labelled boxes, each clipped
  // to its scroll views and the screen. The same function draws every cell.
  function num(v) { return typeof v === 'number' && isFinite(v) ? String(Math.round(v * 1000) / 1000) : '0'; }
  function esc(t) { return String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
  function colourOf(pair, dark) {
    const parts = String(pair).split(' ');
    const one = (dark && parts.length > 1 ? parts[1] : parts[0]).split('/');
    return { hex: one[0], alpha: one.length > 1 ? Number(one[1]) : 1 };
  }
  function opacity(attribute, colour) { return colour.alpha < 1 ? ' ' + attribute + '="' + num(colour.alpha) + '"' : ''; }
  function rectAttributes(x, y, w, h) { return 'x="' + num(x) + '" y="' + num(y) + '" width="' + num(Math.max(0, w)) + '" height="' + num(Math.max(0, h)) + '"'; }
  function shapeMarkup(shape, radius, x, y, w, h, paint) {
    if (shape === 'ellipse') return '<ellipse cx="' + num(x + w / 2) + '" cy="' + num(y + h / 2) + '" rx="' + num(w / 2) + '" ry="' + num(h / 2) + '" ' + paint + '/>';
    const r = shape === 'capsule' ? Math.min(w, h) / 2 : Math.min(radius, Math.min(w, h) / 2);
    return '<rect ' + rectAttributes(x, y, w, h) + (shape === 'capsule' || r > 0 ? ' rx="' + num(r) + '"' : '') + ' ' + paint + '/>';
  }
  const cssWeights = { ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900 };
  function caption(name, x, y, w, h, colour) {
    const size = Math.max(3, Math.min(10, h * 0.3, (w - 2) / (Math.max(1, Array.from(name).length) * 0.55)));
    return '<text font-family="Inter, Helvetica, Arial, sans-serif" font-size="' + num(size) + '" fill="' + colour.hex + '" text-anchor="middle" x="' + num(x + w / 2) + '" y="' + num(y + h / 2 + size * 0.35) + '">' + esc(name) + '</text>';
  }
  function markMarkup(kind, v, x, y, w, h, dark) {
    switch (kind) {
      case 'fill': {
        const c = colourOf(v[2], dark);
        return c.alpha > 0 ? shapeMarkup(v[0], v[1], x, y, w, h, 'fill="' + c.hex + '"' + opacity('fill-opacity', c)) : '';
      }
      case 'stroke': {
        const c = colourOf(v[2], dark), width = v[3];
        return shapeMarkup(v[0], v[1], x + width / 2, y + width / 2, w - width, h - width,
          'fill="none" stroke="' + c.hex + '" stroke-width="' + num(width) + '"' + opacity('stroke-opacity', c));
      }
      case 'line': {
        const c = colourOf(v[0], dark);
        return '<line x1="' + num(x) + '" y1="' + num(y) + '" x2="' + num(x + w) + '" y2="' + num(y + h) + '" stroke="' + c.hex + '" stroke-width="' + num(v[1]) + '"' + opacity('stroke-opacity', c) + '/>';
      }
      case 'text': {
        const [lines, size, weight, italic, lineHeight, lineSpacing, pair, alignment] = v;
        const c = colourOf(pair, dark);
        const anchor = alignment === 'center' ? ['middle', x + w / 2] : alignment === 'trailing' ? ['end', x + w] : ['start', x];
        // Each line's box is lineHeight tall, the text centred in it by SF's ascender and descender (1950 and 494 of 2048 units).
        const baseline = (k) => k * (lineHeight + lineSpacing) + (lineHeight - size * 2444 / 2048) / 2 + size * 1950 / 2048;
        let out = '<text font-family="Inter, \'SF Pro Text\', Helvetica, Arial, sans-serif" font-size="' + num(size) + '" font-weight="' + (cssWeights[weight] || 400) + '"'
          + (italic ? ' font-style="italic"' : '') + ' fill="' + c.hex + '"' + opacity('fill-opacity', c) + (anchor[0] === 'start' ? '' : ' text-anchor="' + anchor[0] + '"') + '>';
        lines.forEach((line, k) => { out += '<tspan x="' + num(anchor[1]) + '" y="' + num(y + baseline(k)) + '">' + esc(line) + '</tspan>'; });
        return out + '</text>';
      }
      case 'symbol': {
        const c = colourOf(v[1], dark);
        return '<rect ' + rectAttributes(x, y, w, h) + ' rx="' + num(Math.min(w, h) * 0.22) + '" fill="' + c.hex + '" fill-opacity="' + num(c.alpha * 0.18) + '" stroke="' + c.hex + '" stroke-width="1"' + opacity('stroke-opacity', c) + '/>'
          + caption(v[0], x, y, w, h, c);
      }
      case 'image': {
        const fill = colourOf(v[1], dark), text = colourOf(v[2], dark);
        return '<rect ' + rectAttributes(x, y, w, h) + ' fill="' + fill.hex + '"' + opacity('fill-opacity', fill) + '/>'
          + '<path d="M' + num(x) + ' ' + num(y) + 'L' + num(x + w) + ' ' + num(y + h) + 'M' + num(x + w) + ' ' + num(y) + 'L' + num(x) + ' ' + num(y + h) + '" stroke="' + text.hex + '" stroke-opacity="' + num(text.alpha * 0.3) + '" stroke-width="1"/>'
          + caption(v[0], x, y, w, h, text);
      }
    }
    return '';
  }
  function sceneMarkup(scene, dark, nodes) {
    const frames = new Map();
    for (const n of nodes || []) if (finite(n.frame)) frames.set(n.id, n.frame);
    const background = colourOf(scene.background, dark);
    const out = ['<rect x="0" y="0" width="' + num(scene.width) + '" height="' + num(scene.height) + '" fill="' + background.hex + '"/>', '<defs>'];
    scene.clips.forEach((c, i) => out.push('<clipPath id="clip' + i + '"><rect ' + rectAttributes(c[0], c[1], c[2], c[3]) + '/></clipPath>'));
    out.push('</defs>');
    for (const item of scene.items) {
      // [node, clip, kind, …] marks fill their node's frame; [node, clip, x, y, width, height, kind, …] others.
      const own = typeof item[2] === 'string', f = own ? frames.get(item[0]) : null;
      if (own && !f) continue;
      const body = own ? markMarkup(item[2], item.slice(3), f.x, f.y, f.width, f.height, dark)
        : markMarkup(item[6], item.slice(7), item[2], item[3], item[4], item[5], dark);
      if (body) out.push('<g clip-path="url(#clip' + item[1] + ')"' + (item[0] >= 0 ? ' data-node="' + item[0] + '"' : '') + '>' + body + '</g>');
    }
    return out.join('');
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
    // The cell's content (texts, colours, controls), under the frames.
    const scene = cell().scene;
    if (scene) {
      const dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
      const drawn = svgElement('g', { class: 'content', 'clip-path': 'url(#screen-clip)' });
      const clip = svgElement('clipPath', { id: 'screen-clip' });
      clip.appendChild(svgElement('rect', { x: 0, y: 0, width: w, height: h, rx: 12 }));
      svg.appendChild(clip);
      drawn.innerHTML = sceneMarkup(scene, dark, doc.nodes);
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
    // A cell's layout (frames, :why) and picture are expanded when it is first shown, not all
    // 159 at load: a 1,503-view grid would otherwise build every view's :why of every cell first.
    // A node's :why frame and answer are stored only where they differ from its frame (PackedReportData).
    const withRepeatedFrames = (layout) => {
      for (const n of layout.nodes || []) {
        if (!n.why || !n.frame) continue;
        if (n.why.frame === undefined) n.why.frame = n.frame;
        if (n.why.answer === undefined) n.why.answer = { width: n.frame.width, height: n.frame.height };
      }
      return layout;
    };
    packed.cells = packed.cells.map((stored) => {
      const c = {};
      for (const key of Object.keys(stored)) {
        if (key === 'layout' || key === 'scene') {
          let value, done = false;
          Object.defineProperty(c, key, { enumerable: true, configurable: true,
            get() { if (!done) { value = key === 'layout' ? withRepeatedFrames(expand(stored[key])) : expand(stored[key]); done = true; } return value; },
            set(x) { value = x; done = true; } });
        } else {
          c[key] = expand(stored[key]);
        }
      }
      return c;
    });
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

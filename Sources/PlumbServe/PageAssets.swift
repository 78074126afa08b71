// The page and its assets, served by Plumb itself: nothing comes from another server, so the
// page works with no network.
enum PageAssets {
    /// The page for `file` (its name only appears as text).
    static func html(file: String) -> String {
        let name = htmlEscaped(file)
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>plumb · \(name)</title>
            <link rel="stylesheet" href="/plumb.css">
            </head>
            <body>
            <header>
              <strong id="file">\(name)</strong>
              <label>width <input type="range" id="width" min="0" max="1600" step="1"></label>
              <label>height <input type="range" id="height" min="0" max="1200" step="1"></label>
              <button id="ideal" title="propose nil × nil: the root's ideal size">ideal</button>
              <span id="asked">proposal …</span>
              <label><input type="checkbox" id="guides"> guides</label>
              <button id="export-svg">export SVG</button>
              <button id="export-png">export PNG</button>
              <span id="status">connecting…</span>
            </header>
            <main>
              <div id="scroller">
                <div id="stage">
                  <div id="picture"></div>
                  <div id="proposal"></div>
                  <div id="hits"></div>
                  <div id="handle" title="drag to change the proposal"></div>
                </div>
              </div>
              <aside id="info"><p class="hint">Hover a view to see the proposal it received and the size it chose.</p></aside>
            </main>
            <pre id="error" hidden></pre>
            <script src="/plumb.js"></script>
            </body>
            </html>

            """
    }

    static func htmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    static let style = """
        :root { color-scheme: light dark; --accent: #007aff; }
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; }
        header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 12px;
          border-bottom: 1px solid #8884; position: sticky; top: 0; background: Canvas; z-index: 3; }
        header label { display: inline-flex; gap: 4px; align-items: center; }
        #status { color: GrayText; margin-left: auto; }
        main { display: flex; gap: 12px; padding: 12px; align-items: flex-start; }
        #scroller { flex: 1; overflow: auto; }
        #stage { position: relative; margin: 8px 24px 24px 8px; }
        #picture { position: absolute; left: 0; top: 0; line-height: 0; }
        #picture svg { display: block; box-shadow: 0 0 0 1px #8886; }
        #stage.stale #picture { opacity: 0.35; filter: grayscale(1); }
        #proposal { position: absolute; left: 0; top: 0; outline: 1px dashed var(--accent); pointer-events: none; }
        #hits { position: absolute; left: 0; top: 0; }
        .hit { position: absolute; box-sizing: border-box; min-width: 1px; min-height: 1px; }
        .hit:hover, .hit.hovered { outline: 2px solid var(--accent); background: #007aff22; }
        #handle { position: absolute; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 3px;
          background: var(--accent); cursor: nwse-resize; touch-action: none; z-index: 2; }
        aside { width: 340px; flex: none; font: 12px/1.45 ui-monospace, monospace; }
        aside table { border-collapse: collapse; }
        aside th { text-align: left; vertical-align: top; padding-right: 8px; color: GrayText; font-weight: normal; white-space: nowrap; }
        aside td { word-break: break-word; }
        .hint { color: GrayText; font-family: system-ui, sans-serif; }
        #error { margin: 0 12px 12px; padding: 8px 12px; border-left: 4px solid #ff3b30; background: #ff3b3018;
          font: 12px/1.45 ui-monospace, monospace; white-space: pre-wrap; }

        """

    static let script = #"""
        "use strict";
        // The live preview of `plumb watch --serve`: receives the picture and the layout's data over the
        // WebSocket, asks for layouts at the proposal the sliders and the corner handle set.
        (() => {
          const $ = (id) => document.getElementById(id);
          const state = { width: null, height: null, guides: false, message: null, views: [], socket: null, first: true };

          function fmt(n) {
            if (n === null || n === undefined) return "nil";
            if (!Number.isFinite(n)) return String(n);
            return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
          }
          const pair = (a, b) => `${fmt(a)} × ${fmt(b)}`;

          // The one place where a view's hover data is made, from `plumb explain --format json`'s node.
          function describeView(node) {
            const f = node.frame;
            const rows = [
              ["view", node.view],
              ["proposal", node.proposal ? pair(node.proposal.width, node.proposal.height) : "—"],
              ["size", node.size ? pair(node.size.width, node.size.height) : "—"],
              ["frame", `x ${fmt(f.x)}, y ${fmt(f.y)}, ${pair(f.width, f.height)}`],
            ];
            for (const g of node.alignedBy || []) rows.push(["aligned by", `${g.guide} (${g.axis}) = ${fmt(g.value)}, ${g.source}`]);
            for (const line of node.alignmentLines || []) rows.push(["guide", `${line.guide} (${line.axis}) at ${fmt(line.position)}`]);
            for (const text of node.ignoredGuides || []) rows.push(["ignored", text]);
            for (const inner of node.inner || []) rows.push(["modifier", `${inner.view}: proposed ${inner.proposal ? pair(inner.proposal.width, inner.proposal.height) : "—"}, chose ${inner.size ? pair(inner.size.width, inner.size.height) : "—"}`]);
            for (const text of node.measuring || []) rows.push(["measuring", text]);
            return rows;
          }

          function flatten(node, out) {
            out.push(node);
            for (const child of node.children || []) flatten(child, out);
            return out;
          }

          function connect() {
            const socket = new WebSocket(`ws://${location.host}/socket`);
            state.socket = socket;
            socket.onopen = () => { setStatus("connected"); if (!state.first) propose(); };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => { setStatus("disconnected, retrying…"); setTimeout(connect, 1000); };
          }

          function propose() {
            syncControls();
            if (state.socket && state.socket.readyState === WebSocket.OPEN) {
              state.socket.send(JSON.stringify({ type: "propose", width: state.width, height: state.height, guides: state.guides }));
            }
          }

          function receive(message) {
            if (message.type === "refused") { setStatus(message.message); return; }
            if (message.type !== "state") return;
            if (state.first) {
              state.first = false;
              state.width = message.proposal.width;
              state.height = message.proposal.height;
              syncControls();
            }
            state.message = message;
            if (message.picture) showPicture(message.picture);
            showError(message.error);
            $("asked").textContent = `proposal ${pair(message.proposal.width, message.proposal.height)}`;
            document.body.dataset.generation = message.generation;
            document.body.dataset.proposal = pair(message.proposal.width, message.proposal.height);
            setStatus(`generation ${message.generation}`);
          }

          function showPicture(picture) {
            $("picture").innerHTML = picture.svg;
            const svg = $("picture").querySelector("svg");
            const canvas = picture.layout.canvas || {};
            state.views = flatten(picture.explain.root, []);
            const hits = $("hits");
            hits.textContent = "";
            const order = state.views.map((node, index) => ({ node, index }))
              .sort((a, b) => b.node.frame.width * b.node.frame.height - a.node.frame.width * a.node.frame.height);
            for (const { node, index } of order) {
              const hit = document.createElement("div");
              hit.className = "hit";
              hit.dataset.index = index;
              hit.dataset.view = node.view;
              Object.assign(hit.style, { left: `${node.frame.x}px`, top: `${node.frame.y}px`,
                width: `${node.frame.width}px`, height: `${node.frame.height}px` });
              hit.addEventListener("mouseenter", () => showInfo(node, hit));
              hits.appendChild(hit);
            }
            const width = svg ? svg.width.baseVal.value : canvas.width || 0;
            const height = svg ? svg.height.baseVal.value : canvas.height || 0;
            state.pictureSize = { width, height };
            placeProposal();
          }

          function placeProposal() {
            const size = state.pictureSize || { width: 0, height: 0 };
            const w = state.width === null ? size.width : state.width;
            const h = state.height === null ? size.height : state.height;
            Object.assign($("proposal").style, { width: `${w}px`, height: `${h}px` });
            Object.assign($("handle").style, { left: `${w}px`, top: `${h}px` });
            Object.assign($("stage").style, { width: `${Math.max(w, size.width)}px`, height: `${Math.max(h, size.height)}px` });
          }

          function showInfo(node, hit) {
            for (const other of document.querySelectorAll(".hit.hovered")) other.classList.remove("hovered");
            hit.classList.add("hovered");
            const table = document.createElement("table");
            for (const [label, value] of describeView(node)) {
              const row = table.insertRow();
              const th = document.createElement("th");
              th.textContent = label;
              row.appendChild(th);
              row.insertCell().textContent = value;
            }
            $("info").replaceChildren(table);
            document.body.dataset.hovered = node.view;
          }

          function showError(error) {
            const box = $("error");
            $("stage").classList.toggle("stale", !!error);
            if (!error) { box.hidden = true; box.textContent = ""; return; }
            const where = [error.file, error.line, error.column].filter((part) => part !== null && part !== undefined).join(":");
            box.textContent = `${where}\n${error.report}`;
            box.hidden = false;
          }

          function setStatus(text) { $("status").textContent = text; }

          function syncControls() {
            for (const key of ["width", "height"]) {
              const slider = $(key);
              if (state[key] !== null && state[key] > Number(slider.max)) slider.max = String(Math.ceil(state[key]));
              slider.value = state[key] === null ? slider.max : String(state[key]);
              slider.title = state[key] === null ? "nil (ideal)" : fmt(state[key]);
            }
            $("guides").checked = state.guides;
            placeProposal();
          }

          for (const key of ["width", "height"]) {
            $(key).addEventListener("input", (event) => { state[key] = Number(event.target.value); propose(); });
          }
          $("ideal").addEventListener("click", () => { state.width = null; state.height = null; propose(); });
          $("guides").addEventListener("change", (event) => { state.guides = event.target.checked; propose(); });

          const handle = $("handle");
          handle.addEventListener("pointerdown", (event) => { handle.setPointerCapture(event.pointerId); event.preventDefault(); });
          handle.addEventListener("pointermove", (event) => {
            if (!handle.hasPointerCapture(event.pointerId)) return;
            const origin = $("stage").getBoundingClientRect();
            state.width = Math.max(0, Math.round(event.clientX - origin.left));
            state.height = Math.max(0, Math.round(event.clientY - origin.top));
            propose();
          });

          function download(blob, name) {
            const link = document.createElement("a");
            link.href = URL.createObjectURL(blob);
            link.download = name;
            link.click();
            setTimeout(() => URL.revokeObjectURL(link.href), 1000);
          }
          const baseName = () => $("file").textContent.replace(/^.*\//, "").replace(/\.lua$/, "");
          $("export-svg").addEventListener("click", () => {
            if (!state.message || !state.message.picture) return;
            download(new Blob([state.message.picture.svg], { type: "image/svg+xml" }), `${baseName()}.svg`);
          });
          $("export-png").addEventListener("click", () => {
            if (!state.message || !state.message.picture) return;
            const url = URL.createObjectURL(new Blob([state.message.picture.svg], { type: "image/svg+xml" }));
            const image = new Image();
            image.onload = () => {
              const canvas = document.createElement("canvas");
              canvas.width = image.width * devicePixelRatio;
              canvas.height = image.height * devicePixelRatio;
              const context = canvas.getContext("2d");
              context.scale(devicePixelRatio, devicePixelRatio);
              context.drawImage(image, 0, 0);
              URL.revokeObjectURL(url);
              canvas.toBlob((blob) => download(blob, `${baseName()}.png`), "image/png");
            };
            image.src = url;
          });

          window.plumb = { state, describeView };
          connect();
        })();

        """#
}

import PlumbLayout

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
              <label>Dynamic Type <select id="dynamic-type"><option value="">as run</option>\(options(DynamicTypeSize.allCases.map(\.rawValue)))</select></label>
              <label>size class <select id="size-class"><option value="">as run</option>\(options(["compact", "regular"]))</select></label>
              <label>vertical <select id="vertical-size-class"><option value="">as run</option>\(options(["compact", "regular"]))</select></label>
              <label>text <select id="text" title="cells: a character a cell; points: as iOS measures the system font"><option value="">as run</option>\(options(["cells", "points"]))</select></label>
              <label>variants <select id="variants">
                <option value="">off</option>
                <option value="declared" id="declared-variants" disabled>the script's</option>
                <option value="width=320,480,800" title="width=320,480,800">widths</option>
                <option value="dynamic-type=large,xxxLarge,accessibility3" title="dynamic-type=large,xxxLarge,accessibility3">Dynamic Type sizes</option>
                <option value="size-class=compact,regular" title="size-class=compact,regular">size classes</option>
              </select></label>
              <label><input type="checkbox" id="dark"> dark</label>
              <label title="a large picture and source, for a projector"><input type="checkbox" id="present"> present</label>
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
              <aside>
                <div id="info"><p class="hint">Hover a view to see the proposal it received and the size it chose; click it to see the line that made it.</p></div>
                <pre id="source" aria-label="the script"></pre>
              </aside>
            </main>
            <pre id="error" hidden></pre>
            <script src="/plumb.js"></script>
            </body>
            </html>

            """
    }

    /// `<option>` elements for `values`.
    static func options(_ values: [String]) -> String {
        values.map { "<option>\(htmlEscaped($0))</option>" }.joined()
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
        :root { color-scheme: light; --accent: #007aff; }
        :root.dark { color-scheme: dark; }
        /* Dark: the page, and the picture drawn with its lightness inverted (hues kept). */
        :root.dark #picture svg { filter: invert(1) hue-rotate(180deg); }
        #stage.sheet #hits, #stage.sheet #proposal, #stage.sheet #handle { display: none; }
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
        aside { width: 420px; flex: none; font: 12px/1.45 ui-monospace, monospace; }
        #source { margin: 12px 0 0; max-height: 60vh; overflow: auto; border: 1px solid #8884; padding: 4px 0; }
        /* A long line wraps under itself, past its number, instead of being cut. */
        #source .line { display: block; padding: 0 8px 0 5ch; text-indent: -5ch; white-space: pre-wrap;
          overflow-wrap: anywhere; min-height: 1.45em; }
        #source .ln { display: inline-block; width: 4ch; margin-right: 1ch; color: GrayText; text-align: right; user-select: none;
          text-indent: 0; }
        /* Presentation: the picture half again as large, the source and the words readable from the back. */
        :root.present body { font-size: 18px; }
        :root.present #stage { zoom: 1.5; }
        :root.present aside { width: 38vw; font-size: 18px; }
        :root.present #source { max-height: 75vh; }
        #source .line.made { background: #007aff1c; }
        #source .line.chosen { background: #007aff44; }
        #source .line.error-line { background: #ff3b3030; }
        .hit { cursor: pointer; }
        .hit.selected { outline: 2px dashed var(--accent); }
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
        // WebSocket (which only the server writes to), asks for layouts at the proposal the sliders and the
        // corner handle set with `POST /propose`, naming itself by the token the socket gave it first.
        (() => {
          const $ = (id) => document.getElementById(id);
          const state = { width: null, height: null, guides: false, message: null, views: [], socket: null, first: true,
            token: null, seq: 0,
            options: { dynamicType: null, sizeClass: null, verticalSizeClass: null, text: null, variants: null },
            parents: new Map(), source: null, selected: null };

          function fmt(n) {
            if (n === null || n === undefined) return "nil";
            if (!Number.isFinite(n)) return String(n);
            return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
          }
          const pair = (a, b) => `${fmt(a)} × ${fmt(b)}`;

          // The one place where a view's hover and click data is made, from `plumb explain --format json`'s
          // node: the rows the info pane shows, and the lines of the source pane that made the view (its
          // own call and its modifiers', from each part's recorded "madeAt"; for a Swift file, the Swift
          // line through the import's line map).
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
            const lines = [];
            let owner = node;
            // A view with no recorded place (a row a ForEach made) is shown at its container's.
            while (owner && ![owner, ...(owner.inner || [])].some((part) => part.madeAt)) owner = state.parents.get(owner);
            const shown = state.source;
            for (const part of owner ? [owner, ...(owner.inner || [])] : []) {
              if (!part.madeAt) continue;
              const { file, line, column } = part.madeAt;
              let at = null;
              if (shown && file === shown.file) at = shown.lineMap ? (shown.lineMap[String(line)] ?? null) : line;
              lines.push({ view: part.view, file, line: at, luaLine: line });
              const name = file.replace(/^.*\//, "");
              const where = at === null ? `${name}:${line} (Lua)` : `${name}:${at}${column && !shown.lineMap ? `:${column}` : ""}`;
              rows.push(["made at", `${where}  ${part.view}${owner === node ? "" : " (its container)"}`]);
            }
            return { rows, lines };
          }

          function flatten(node, out) {
            out.push(node);
            for (const child of node.children || []) { state.parents.set(child, node); flatten(child, out); }
            return out;
          }

          function connect() {
            const socket = new WebSocket(`ws://${location.host}/socket`);
            state.socket = socket;
            state.token = null;
            socket.onopen = () => setStatus("connected");
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => { state.token = null; setStatus("disconnected, retrying…"); setTimeout(connect, 1000); };
          }

          // Each request carries a higher seq: they travel on several connections, and the server takes
          // none older than the newest it has taken. The picture comes on the socket; the answer is 202.
          // The page's state lives in its address (`?guides=1&width=320&dynamicType=large`), so that
          // a link opens the page as it was: read once at load, written on every change.
          const selects = [["dynamic-type", "dynamicType"], ["size-class", "sizeClass"],
            ["vertical-size-class", "verticalSizeClass"], ["text", "text"]];
          const addressed = new Set();
          function readAddress() {
            const query = new URLSearchParams(location.search);
            for (const key of query.keys()) addressed.add(key);
            if (query.has("guides")) state.guides = query.get("guides") === "1";
            for (const key of ["width", "height"]) {
              const value = Number(query.get(key));
              if (query.has(key) && Number.isFinite(value) && value >= 0) state[key] = value;
            }
            for (const [id, key] of selects) {
              const value = query.get(key);
              if (value && [...$(id).options].some((option) => option.value === value)) {
                state.options[key] = value;
                $(id).value = value;
              }
            }
          }
          function writeAddress() {
            const query = new URLSearchParams();
            if (state.guides) query.set("guides", "1");
            if ($("present").checked) query.set("present", "1");
            for (const key of ["width", "height"]) if (state[key] !== null) query.set(key, String(state[key]));
            for (const [, key] of selects) if (state.options[key]) query.set(key, state.options[key]);
            const search = query.toString();
            history.replaceState(null, "", search ? "?" + search : location.pathname);
          }

          function propose() {
            syncControls();
            writeAddress();
            if (!state.token) return;
            const body = JSON.stringify({ type: "propose", token: state.token, seq: ++state.seq,
              width: state.width, height: state.height, guides: state.guides, ...state.options });
            fetch("/propose", { method: "POST", headers: { "Content-Type": "application/json" }, body, cache: "no-store" })
              .then(async (response) => {
                if (response.status === 202) return;
                const text = await response.text();
                let reason = response.statusText;
                try { reason = JSON.parse(text).message; } catch { if (text) reason = text; }
                setStatus(`refused (${response.status}): ${reason}`);
              })
              .catch((error) => setStatus(`not sent: ${error.message}`));
          }

          function receive(message) {
            if (message.type === "hello") {
              state.token = message.token;
              // A new socket after a lost one: ask again for what the page shows.
              if (!state.first) propose();
              return;
            }
            if (message.type !== "state") return;
            if (state.first) {
              state.first = false;
              // The address's sizes win over the server's first proposal; a page opened with a state
              // in its address asks for it at once.
              if (!addressed.has("width")) state.width = message.proposal.width;
              if (!addressed.has("height")) state.height = message.proposal.height;
              syncControls();
              if (addressed.size > 0) propose();
            }
            state.message = message;
            showSource(message.source, message.error);
            if (message.picture) showPicture(message.picture);
            showError(message.error);
            $("asked").textContent = `proposal ${pair(message.proposal.width, message.proposal.height)}`;
            document.body.dataset.generation = message.generation;
            document.body.dataset.options = JSON.stringify(message.options);
            document.body.dataset.proposal = pair(message.proposal.width, message.proposal.height);
            setStatus(`generation ${message.generation}`);
            if (message.picture) stampPainted(message);
          }

          function showPicture(picture) {
            // Variants: the contact sheet, for looking (hover and the handle need one picture).
            $("picture").innerHTML = picture.sheet || picture.svg;
            $("stage").classList.toggle("sheet", !!picture.sheet);
            document.body.dataset.sheet = picture.sheet ? "on" : "off";
            $("declared-variants").disabled = !(picture.declaredVariants || []).length;
            $("declared-variants").title = (picture.declaredVariants || []).join(" ");
            const svg = $("picture").querySelector("svg");
            const canvas = picture.layout.canvas || {};
            state.parents = new Map();
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
              hit.addEventListener("click", () => select(node, hit));
              hits.appendChild(hit);
            }
            // The view clicked before this picture, if it is still there (the same name and place).
            if (state.selected) {
              const again = state.views.findIndex((node) => node.view === state.selected.view);
              if (again >= 0) select(state.views[again], hits.querySelector(`.hit[data-index="${again}"]`));
              else markLines([]);
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
            const sheet = $("stage").classList.contains("sheet");
            Object.assign($("stage").style, { width: `${sheet ? size.width : Math.max(w, size.width)}px`, height: `${sheet ? size.height : Math.max(h, size.height)}px` });
          }

          function showInfo(node, hit) {
            for (const other of document.querySelectorAll(".hit.hovered")) other.classList.remove("hovered");
            if (hit) hit.classList.add("hovered");
            const table = document.createElement("table");
            for (const [label, value] of describeView(node).rows) {
              const row = table.insertRow();
              const th = document.createElement("th");
              th.textContent = label;
              row.appendChild(th);
              row.insertCell().textContent = value;
            }
            $("info").replaceChildren(table);
            document.body.dataset.hovered = node.view;
          }

          // Click: the view's lines in the source pane, the line of the view itself (its innermost part) chosen.
          function select(node, hit) {
            for (const other of document.querySelectorAll(".hit.selected")) other.classList.remove("selected");
            if (hit) hit.classList.add("selected");
            showInfo(node, hit);
            state.selected = { view: node.view };
            markLines(describeView(node).lines);
            document.body.dataset.selected = node.view;
          }

          function markLines(lines) {
            for (const line of document.querySelectorAll("#source .made, #source .chosen")) line.classList.remove("made", "chosen");
            const numbers = lines.map((entry) => entry.line).filter((n) => n !== null);
            for (const n of numbers) $("source").querySelector(`.line[data-line="${n}"]`)?.classList.add("made");
            const chosen = numbers.length ? numbers[numbers.length - 1] : null;
            const element = chosen === null ? null : $("source").querySelector(`.line[data-line="${chosen}"]`);
            if (element) { element.classList.add("chosen"); element.scrollIntoView({ block: "nearest" }); }
            document.body.dataset.sourceLine = chosen === null ? "" : String(chosen);
            document.body.dataset.sourceLines = numbers.join(",");
          }

          // The script's text, one element a line; rebuilt only when the text changes.
          function showSource(source, error) {
            const pane = $("source");
            if (!source) { pane.replaceChildren(); state.source = null; return; }
            if (!state.source || state.source.text !== source.text || state.source.file !== source.file) {
              const lines = source.text.split("\n");
              if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
              pane.replaceChildren(...lines.map((text, index) => {
                const line = document.createElement("span");
                line.className = "line";
                line.dataset.line = String(index + 1);
                const number = document.createElement("span");
                number.className = "ln";
                number.textContent = String(index + 1);
                line.append(number, text + "\n");
                return line;
              }));
            }
            state.source = source;
            for (const line of pane.querySelectorAll(".error-line")) line.classList.remove("error-line");
            if (error && error.line && (!error.file || error.file === source.file)) {
              pane.querySelector(`.line[data-line="${error.line}"]`)?.classList.add("error-line");
            }
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

          readAddress();
          $("guides").checked = state.guides;
          for (const key of ["width", "height"]) {
            $(key).addEventListener("input", (event) => { state[key] = Number(event.target.value); propose(); });
          }
          $("ideal").addEventListener("click", () => { state.width = null; state.height = null; propose(); });
          $("guides").addEventListener("change", (event) => { state.guides = event.target.checked; propose(); });
          // The toggles: each lays the last run out again on the server (the latest request wins).
          for (const [id, key] of selects) {
            $(id).addEventListener("change", (event) => { state.options[key] = event.target.value || null; propose(); });
          }
          $("variants").addEventListener("change", (event) => {
            const value = event.target.value;
            state.options.variants = value === "" ? null : value === "declared" ? [] : [value];
            propose();
          });
          const dark = $("dark");
          dark.checked = matchMedia("(prefers-color-scheme: dark)").matches;
          const applyTheme = () => document.documentElement.classList.toggle("dark", dark.checked);
          dark.addEventListener("change", applyTheme);
          applyTheme();
          const present = $("present");
          present.checked = new URLSearchParams(location.search).get("present") === "1";
          const applyPresent = () => { document.documentElement.classList.toggle("present", present.checked); writeAddress(); };
          present.addEventListener("change", applyPresent);
          applyPresent();

          const handle = $("handle");
          handle.addEventListener("pointerdown", (event) => { handle.setPointerCapture(event.pointerId); event.preventDefault(); });
          handle.addEventListener("pointermove", (event) => {
            if (!handle.hasPointerCapture(event.pointerId)) return;
            const origin = $("stage").getBoundingClientRect();
            const zoom = document.documentElement.classList.contains("present") ? 1.5 : 1;
            state.width = Math.max(0, Math.round((event.clientX - origin.left) / zoom));
            state.height = Math.max(0, Math.round((event.clientY - origin.top) / zoom));
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
            download(new Blob([state.message.picture.sheet || state.message.picture.svg], { type: "image/svg+xml" }), `${baseName()}.svg`);
          });
          $("export-png").addEventListener("click", () => {
            if (!state.message || !state.message.picture) return;
            const url = URL.createObjectURL(new Blob([state.message.picture.sheet || state.message.picture.svg], { type: "image/svg+xml" }));
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

          // When each picture was on screen: stamped after the frame that drew it (a timer queued from
          // requestAnimationFrame runs after that frame's paint), in the wall clock's milliseconds, for
          // Tools/measure-serve-latency.py --browser. The last 100 only.
          const painted = [];
          const paintWaiters = [];
          function stampPainted(message) {
            const stamp = { generation: message.generation, width: message.proposal.width, height: message.proposal.height, at: 0 };
            requestAnimationFrame(() => setTimeout(() => {
              stamp.at = performance.timeOrigin + performance.now();
              painted.push(stamp);
              if (painted.length > 100) painted.shift();
              for (const waiter of paintWaiters.splice(0)) if (!waiter(stamp)) paintWaiters.push(waiter);
            }, 0));
          }
          // A promise of the first picture painted from now on that `accept` takes.
          function whenPainted(accept) {
            return new Promise((resolve) => paintWaiters.push((stamp) => accept(stamp) ? (resolve(stamp), true) : false));
          }
          function proposeSize(width, height) { state.width = width; state.height = height; propose(); }

          window.plumb = { state, describeView, select, painted, whenPainted, proposeSize };
          connect();
        })();

        """#
}

/*
 * Starts the app once the page has painted (ADR 0095): the server sends each page's first
 * screen as HTML, and the scripts — named by this tag's data-entry and data-preload (written by
 * the build, vite.config.ts) — are only asked for after that first frame, so nothing they do
 * holds the first paint. A frame is ~16 ms; a hidden tab (no frames) starts after 100 ms.
 */
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preload = (tag.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
  setTimeout(start, 100);
})();

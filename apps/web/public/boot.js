/*
 * Starts the app once the page has painted (ADR 0095): the server sends each page's first
 * screen as HTML, and the scripts — named by this tag's data-entry and data-preload (written by
 * the build, vite.config.ts) — are only asked for after that first frame, so nothing they do
 * holds the first paint. A frame is ~16 ms; a hidden tab (no frames) starts after 100 ms.
 */
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  // A stored session is checked at once (auth/validate), while the scripts load: the app takes
  // this answer for the same token instead of asking again after it starts (api/session.ts).
  try {
    var jwt = window.localStorage.getItem('turnos.jwt');
    if (jwt && window.fetch) {
      window.__turnosBootSession = {
        token: jwt,
        response: window
          .fetch('/wp-json/simple-jwt-login/v1/auth/validate', {
            headers: { Accept: 'application/json', Authorization: 'Bearer ' + jwt },
          })
          .catch(function () {
            return null;
          }),
      };
    }
  } catch (e) {
    // no storage (private mode, blocked cookies): the app asks for the session itself
    window.__turnosBootSession = undefined;
    if (!(e instanceof Error)) throw e;
  }
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

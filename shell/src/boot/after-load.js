// A server-rendered page's one script tag (backend/src/ssr/page-html.ts): the app's entry (data-main)
// is requested once the page has loaded and painted, so its first screen (already in the HTML) never
// waits for scripts nor shares the network with them. Plain ES5, no imports: it is copied as it is.
(function () {
  var me = document.currentScript;
  var src = me && me.getAttribute('data-main');
  if (!src) return;
  // what the page's remote needs to hydrate (its entry, its page's chunks), asked for beside the app's entry
  function links(attribute, rel) {
    var list = (me.getAttribute(attribute) || '').split(' ');
    for (var i = 0; i < list.length; i++) {
      if (!list[i]) continue;
      var link = document.createElement('link');
      link.rel = rel;
      if (rel === 'preload') link.as = 'script';
      link.href = list[i];
      document.head.appendChild(link);
    }
  }
  function start() {
    links('data-preload', 'preload');
    links('data-prefetch', 'prefetch');
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  function afterPaint() {
    setTimeout(start, 0);
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();

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
  // The scripts wait for the page to have loaded and its first contentful paint to be on screen (the paint
  // entry comes once the frame is presented, which a browser may hold back well after load): a page that
  // paints late does not also share the network and the main thread with the scripts before it does.
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  }
  function painted() {
    var entries = performance.getEntriesByName ? performance.getEntriesByName('first-contentful-paint') : [];
    return entries.length > 0;
  }
  function paintEntries() {
    var observer = window.PerformanceObserver;
    var types = observer && observer.supportedEntryTypes;
    return !!types && types.indexOf('paint') >= 0;
  }
  function afterPaint() {
    if (painted() || !paintEntries()) return startOnce();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    // a page that never paints contentfully (a tab opened in the background) starts anyway
    setTimeout(startOnce, 3000);
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();

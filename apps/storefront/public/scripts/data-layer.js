// The data layer the tag manager reads; pages push their events onto it (requirements §1, 3).
// The tag manager itself is added once the page has loaded: a third party's connection and script
// never compete with the store's own for the first paint (requirements §10.11). Events pushed
// before then wait in the data layer, which the tag manager reads when it starts.
(function () {
  var tagManager = document.currentScript && document.currentScript.getAttribute('data-tag-manager');
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (!tagManager) return;
  function load() {
    var script = document.createElement('script');
    script.async = true;
    script.src = tagManager;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
})();

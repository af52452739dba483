(function () {
  var tagManager = document.currentScript && document.currentScript.getAttribute('data-tag-manager');
  (window.dataLayer = window.dataLayer || []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  function load() {
    var script = document.createElement('script');
    script.async = true;
    script.src = tagManager;
    document.head.appendChild(script);
  }
  if (!tagManager) return;
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
})();

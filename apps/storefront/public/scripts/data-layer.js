// The data layer the tag manager reads; pages push their events onto it (requirements §1, 3).
window.dataLayer = window.dataLayer || [];
window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });

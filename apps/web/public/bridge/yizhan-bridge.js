// 一站 · 演示用移动端桥接脚本（ADR 024）。
// The demo units' bridge script (spec §4: loaded at mobile widths, removed at desktop widths). A real unit points
// its bridgeScriptUrl at its app's JS-SDK (WeChat's jweixin, DingTalk's dingtalk.open.js …); this one is served by
// the portal itself, so the offline demo loads something real. It offers two harmless calls and announces itself;
// it reads no data, sends no request and changes nothing on the page.
(function () {
  'use strict';
  if (!window.YizhanBridge) {
    window.YizhanBridge = Object.freeze({
      name: '一站演示桥接脚本',
      version: '1.0.0',
      /** Shares the page with the system share sheet where there is one; resolves false where there is none. */
      share: function (data) {
        if (!navigator.share) return Promise.resolve(false);
        return navigator.share(data || { title: document.title, url: location.href }).then(
          function () {
            return true;
          },
          function () {
            return false;
          },
        );
      },
      /** Leaves the page: back in the history, as closing an app's web view would. */
      close: function () {
        history.back();
      },
    });
  }
  document.dispatchEvent(new CustomEvent('yizhanbridgeready'));
})();

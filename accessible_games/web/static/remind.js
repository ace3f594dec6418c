// The turn reminder's setting on the page: kept in this browser, sent to the seat whenever the page connects
// (app.js calls agRemindTo with its sender when a link opens) and whenever the player changes it. The seat says
// the reminder itself, in the page's language, with the your-turn cue.
(function () {
  "use strict";
  const KEY = "ag-remind";
  let sender = null;

  function stored() {
    try { return String(Number(localStorage.getItem(KEY) || 0)); } catch (e) { return "0"; }
  }
  function tell() {
    const select = document.getElementById("remind-every");
    if (sender && select) sender({ type: "remind", seconds: Number(select.value) || 0 });
  }
  window.agRemindTo = function (send) {
    sender = send;
    tell();
  };
  document.addEventListener("DOMContentLoaded", () => {
    const select = document.getElementById("remind-every");
    if (!select) return;
    const value = stored();
    if ([...select.options].some((option) => option.value === value)) select.value = value;
    select.addEventListener("change", () => {
      try { localStorage.setItem(KEY, select.value); } catch (e) { /* private mode: nothing kept */ }
      tell();
    });
  });
})();

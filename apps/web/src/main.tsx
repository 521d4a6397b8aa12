import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { StartupGate } from "./components/startup-gate";
import { reportClientError } from "./lib/errors/report-error";
import { scheduleManifestLoading } from "./lib/pwa/load-manifest";
import { registerServiceWorker } from "./lib/pwa/register-service-worker";
import { renderRootMissing } from "./lib/startup/render-root-missing";
import { readStoredTheme } from "./lib/theme/theme-provider";
import "./index.css";

// Apply the stored theme before the first paint so the startup screen does not flash.
const theme = readStoredTheme();
const dark =
  theme === "dark" ||
  (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
document.documentElement.classList.add(dark ? "dark" : "light");

window.addEventListener("unhandledrejection", (event) =>
  reportClientError(event.reason, "unhandledrejection"),
);
window.addEventListener("error", (event) =>
  reportClientError(event.error ?? event.message, "window"),
);

const rootElement = document.getElementById("root");
if (!rootElement) {
  renderRootMissing(document);
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <StartupGate>
        <App />
      </StartupGate>
    </StrictMode>,
  );
  void scheduleManifestLoading();
  registerServiceWorker();
}

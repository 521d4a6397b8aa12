/** Plain-DOM page for a missing #root: React has nowhere to render, so no React here. */
export function renderRootMissing(doc: Document) {
  const page = doc.createElement("div");
  page.setAttribute("role", "alert");
  page.style.cssText =
    "min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:system-ui,sans-serif;text-align:center;padding:24px";
  const title = doc.createElement("h1");
  title.textContent = "Root element not found";
  title.style.cssText = "font-size:1.5rem;font-weight:600;margin:0";
  const text = doc.createElement("p");
  text.textContent = "The page did not load completely. Reloading usually fixes this.";
  text.style.cssText = "margin:0;color:#64748b";
  const button = doc.createElement("button");
  button.type = "button";
  button.textContent = "Reload";
  button.style.cssText =
    "padding:8px 20px;border-radius:8px;border:0;background:#4f46e5;color:#fff;font-size:0.95rem;cursor:pointer";
  button.addEventListener("click", () => doc.defaultView?.location.reload());
  page.append(title, text, button);
  doc.body.replaceChildren(page);
}

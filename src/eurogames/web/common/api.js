// REST calls: JSON in and out, the CSRF token echoed from its cookie, readable errors.

function csrfToken() {
  const m = document.cookie.match(/(?:^|; )eg_csrf=([^;]*)/);
  return m ? decodeURIComponent(m[1]) : "";
}

export class ApiError extends Error {
  constructor(status, code, message) { super(message); this.status = status; this.code = code; }
}

export async function api(method, path, body) {
  const opts = { method, headers: {}, credentials: "same-origin" };
  if (method !== "GET") opts.headers["X-CSRF-Token"] = csrfToken();
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(path, opts);
  let data = null;
  try { data = await r.json(); } catch { data = null; }
  if (!r.ok) {
    throw new ApiError(r.status, data && data.error, (data && data.message) || `HTTP ${r.status}`);
  }
  return data;
}

export async function ensureCsrf() {
  if (!csrfToken()) await api("GET", "/api/me");
}

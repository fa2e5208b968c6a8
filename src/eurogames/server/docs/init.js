// The API page: Swagger UI from this server's own copy (no network needed). "Try it out"
// sends the CSRF header the API asks of every POST, read from the eg_csrf cookie.
function csrfToken() {
  const m = document.cookie.match(/(?:^|;\s*)eg_csrf=([^;]*)/);
  return m ? decodeURIComponent(m[1]) : "";
}

window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  requestInterceptor: (req) => {
    if (req.method && req.method.toUpperCase() !== "GET") req.headers["X-CSRF-Token"] = csrfToken();
    return req;
  },
});

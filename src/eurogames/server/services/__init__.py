"""Services: the server's use cases, synchronous, called from routes in a thread pool."""

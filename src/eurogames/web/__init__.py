"""The static browser client (ES modules, no build step), served by eurogames.server."""

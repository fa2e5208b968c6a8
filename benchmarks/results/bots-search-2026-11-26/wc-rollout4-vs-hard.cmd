nice -n 10 .venv-compiled/bin/eurogames tournament white_castle --players 2 --games 10 --bots hard/rollout=4/seconds=60,hard --seed 2000 --procs 2 --json
start 12:52:40 load 8.77 7.96 4.95
end 13:25:00 load 8.62 8.87 8.30 rc 0

#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction mode in front of a PostgreSQL, the way a production
# pooler runs, and prints its port. Usage: scripts/pgbouncer.sh <postgres host> <postgres port> <dir>
# It keeps its configuration, log and pid in <dir>; `kill $(cat <dir>/pgbouncer.pid)` stops it.
# The tests' users connect without a password (trust), as on the test PostgreSQL.
set -euo pipefail
PGHOST_=$1 PGPORT_=$2 DIR=$3
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
mkdir -p "$DIR"
printf '"postgres" ""\n"root" ""\n' >"$DIR/users.txt"
cat >"$DIR/pgbouncer.ini" <<INI
[databases]
* = host=$PGHOST_ port=$PGPORT_
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = trust
auth_file = $DIR/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
pidfile = $DIR/pgbouncer.pid
logfile = $DIR/pgbouncer.log
INI
# PgBouncer will not run as root.
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$DIR"
  su postgres -s /bin/bash -c "/usr/sbin/pgbouncer -d -q $DIR/pgbouncer.ini"
else
  /usr/sbin/pgbouncer -d -q "$DIR/pgbouncer.ini"
fi
for _ in $(seq 50); do
  node -e "require('net').connect($PORT,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" && break
  sleep 0.1
done
echo "$PORT"

#!/usr/bin/env bash
# Starts a one-node Slurm cluster on this machine (as root), for the tests of
# `reduce --launcher srun`: installs Debian's slurm-wlm and munge if they are
# missing, writes a slurm.conf for this host with 16 CPUs declared (above the
# real cores, so that 16 calls can run at once; SLURM_TEST_CPUS=64 declares
# 64, for the launcher bench at -j 64), starts munged, slurmctld
# and slurmd, and waits until sinfo shows the node taking jobs. Running it again on
# a machine where the cluster is up does nothing. Exit 0 when the cluster is
# up; else a message and exit 1.
set -euo pipefail

up() { sinfo -h -o %T 2>/dev/null | grep -qxE 'idle|mixed|allocated|completing'; }

if up; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "tests/slurm/start.sh: needs root to install and start Slurm" >&2
  exit 1
fi
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y slurm-wlm munge
fi
# munged (run as user munge) must open /dev/null; after an apt run it was
# found a plain root-owned file on this kind of machine (2026-11-24 and
# 2026-11-25), and munged did not start.
[ -c /dev/null ] || { rm -f /dev/null && mknod -m 666 /dev/null c 1 3; }

host=$(hostname -s)

# munge: a key only munge can read, and its daemon as user munge.
mkdir -p /etc/munge /var/lib/munge /var/log/munge /run/munge
if [ ! -s /etc/munge/munge.key ]; then
  head -c 1024 /dev/urandom > /etc/munge/munge.key
fi
chown -R munge:munge /etc/munge /var/lib/munge /var/log/munge /run/munge
chmod 0700 /etc/munge
chmod 0400 /etc/munge/munge.key
if ! pgrep -x munged >/dev/null; then
  runuser -u munge -- munged
fi

mkdir -p /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=reduce-test
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ReturnToService=2
MpiDefault=none
KillWait=2
InactiveLimit=0
MinJobAge=2
NodeName=$host CPUs=${SLURM_TEST_CPUS:-16} State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
CONF

pgrep -x slurmctld >/dev/null || slurmctld
pgrep -x slurmd >/dev/null || slurmd

for _ in $(seq 1 60); do
  if up; then
    exit 0
  fi
  sleep 0.5
done
echo "tests/slurm/start.sh: the node did not become idle in 30 s:" >&2
sinfo >&2 || true
tail -n 20 /var/log/slurm/slurmctld.log /var/log/slurm/slurmd.log >&2 || true
exit 1

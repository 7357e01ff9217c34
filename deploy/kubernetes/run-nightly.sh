#!/bin/sh
# Runs the shards, waits until all have completed, then merges: what cron runs each night (or a
# CronJob whose service account may manage Jobs). Needs kubectl pointed at the cluster and namespace;
# the claim (volume.yaml) and the moup-secrets Secret must exist. Exits 0 once the merged site is in
# place, 1 when a shard or the merge failed (kubectl logs -l app.kubernetes.io/name=moup says why).
set -eu
here=$(dirname "$0")
# One build date for every shard (the shards' digests include it): Asia/Seoul, as moup's default.
today=${MOUP_TODAY:-$(TZ=Asia/Seoul date +%F)}

finished() { # prints Complete or Failed once the Job has finished
    while :; do
        conditions=$(kubectl get job "$1" -o jsonpath='{.status.conditions[?(@.status=="True")].type}')
        case "$conditions" in
            *Failed*) echo Failed; return ;;
            *Complete*) echo Complete; return ;;
        esac
        sleep 10
    done
}

kubectl delete job moup-shards moup-merge --ignore-not-found --wait=true
sed "s/__TODAY__/$today/" "$here/shards-job.yaml" | kubectl apply -f -
if [ "$(finished moup-shards)" != Complete ]; then
    echo "moup: a shard failed; the published site is as it was" >&2
    exit 1
fi
kubectl apply -f "$here/merge-job.yaml"
if [ "$(finished moup-merge)" != Complete ]; then
    echo "moup: the merge failed; the published site is as it was" >&2
    exit 1
fi

#!/bin/sh
# An "opt" that starts a background child, records its pid in the file
# $REFINERY_TEST_PIDS, and then waits for it: it hangs for 300 s and
# leaves the child running if only this script is killed.
sleep 300 &
echo $! >> "$REFINERY_TEST_PIDS"
wait

#!/usr/bin/env python3
"""Writes the gesture samples beside it: ONE gesture on an imaginary 1080 x 2400 Android touch panel, in
the documented text formats of three recorders. They are hand-made from the formats' documentation
(AOSP toolbox/getevent.c, libinput-record(1), evemu src/evemu.c; facts in docs/INTERCHANGE.md), NOT
recordings of a real device. Run it again after changing the gesture; the tests read the files.

The gesture: finger 1 flicks up (12 frames ~8 ms apart, some frames change only y, so x is omitted as
the kernel does), rests, lifts 8 ms after its last move; a SYN_DROPPED drops one frame; then a second
contact in the same slot (x unchanged, so not sent) with a second finger in slot 1 going down and up.
Also the touchpad sample: two fingers scrolling on a 1236 x 816 pad (libinput record only)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = 5123_456789  # µs: a kernel CLOCK_MONOTONIC time, as getevent shows it
ABS, KEY, SYN, MSC = 3, 1, 0, 4
NAMES = {(3, 0x2f): "ABS_MT_SLOT", (3, 0x39): "ABS_MT_TRACKING_ID", (3, 0x35): "ABS_MT_POSITION_X",
         (3, 0x36): "ABS_MT_POSITION_Y", (3, 0x30): "ABS_MT_TOUCH_MAJOR", (3, 0x3a): "ABS_MT_PRESSURE",
         (1, 0x14a): "BTN_TOUCH", (0, 0): "SYN_REPORT", (0, 3): "SYN_DROPPED", (4, 5): "MSC_TIMESTAMP"}
TYPES = {0: "EV_SYN", 1: "EV_KEY", 3: "EV_ABS", 4: "EV_MSC"}


def frames():
    """(µs from the start, [(type, code, value)]) — each frame ends with SYN_REPORT."""
    out = []
    t = 0
    out.append((t, [(ABS, 0x2f, 0), (ABS, 0x39, 412), (ABS, 0x35, 540), (ABS, 0x36, 1900), (ABS, 0x30, 6),
                    (ABS, 0x3a, 40), (KEY, 0x14a, 1), (MSC, 5, 0)]))
    y, x = 1900, 540
    for i, step in enumerate([20, 45, 70, 90, 110, 120, 125, 130, 130, 128, 126, 125]):
        t += 8000 + (i % 3) * 150
        y -= step
        ev = []
        if i % 4 == 1:
            x += 1
            ev.append((ABS, 0x35, x))
        ev.append((ABS, 0x36, y))
        if i == 5:
            ev.append((ABS, 0x3a, 44))
        out.append((t, ev))
    t += 8000
    out.append((t, [(ABS, 0x39, -1), (KEY, 0x14a, 0)]))  # the lift, 8 ms after the last move, same place
    t += 300000
    out.append((t, [(ABS, 0x39, 413), (ABS, 0x36, 1500), (KEY, 0x14a, 1)]))  # same slot, x unchanged
    t += 8000
    out.append((t, [(ABS, 0x36, 1490), (SYN, 3, 0), (ABS, 0x36, 1480)]))  # dropped: to the next SYN_REPORT
    t += 8000
    out.append((t, [(ABS, 0x36, 1470), (ABS, 0x2f, 1), (ABS, 0x39, 414), (ABS, 0x35, 800), (ABS, 0x36, 1000)]))
    t += 8000
    out.append((t, [(ABS, 0x35, 805), (ABS, 0x2f, 0), (ABS, 0x36, 1460)]))
    t += 8000
    out.append((t, [(ABS, 0x2f, 1), (ABS, 0x39, -1)]))
    t += 8000
    out.append((t, [(ABS, 0x2f, 0), (ABS, 0x39, -1), (KEY, 0x14a, 0)]))
    return out


def label(type_, code):
    return TYPES[type_], NAMES[(type_, code)]


def getevent(fr):
    lines = ["add device 1: /dev/input/event1", '  name:     "gpio-keys"', "add device 2: /dev/input/event2",
             '  name:     "sample_touchscreen"']
    lines.append("[    5123.400000] /dev/input/event1: EV_KEY       KEY_VOLUMEDOWN       DOWN                ")
    lines.append("[    5123.400000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000            ")
    for t, evs in fr:
        us = BASE + t
        stamp = "[%8d.%06d] /dev/input/event2: " % (us // 1000000, us % 1000000)
        for ty, co, v in evs + [(SYN, 0, 0)]:
            tl, cl = label(ty, co)
            val = ("DOWN" if v else "UP") if ty == KEY else "%08x" % (v & 0xffffffff)
            lines.append(stamp + "%-12.12s %-20.20s %-20.20s" % (tl, cl, val))
    return "\n".join(lines) + "\n"


PROPS = """add device 1: /dev/input/event1
  name:     "gpio-keys"
  events:
    KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP          KEY_POWER
  input props:
    <none>
add device 2: /dev/input/event2
  name:     "sample_touchscreen"
  events:
    KEY (0001): BTN_TOUCH
    ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
                ABS_MT_PRESSURE       : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
    MSC (0004): MSC_TIMESTAMP
  input props:
    INPUT_PROP_DIRECT
"""

ABSINFO = [(0x2f, 0, 9, 0), (0x30, 0, 255, 0), (0x35, 0, 1079, 0), (0x36, 0, 2399, 0), (0x39, 0, 65535, 0),
           (0x3a, 0, 255, 0)]


def libinput(fr, name, absinfo, props, udev, rel_base=0):
    lines = ["# libinput record", "version: 1", "ndevices: 1", "libinput:", "  version: \"1.22.1\"", "  git: \"unknown\"",
             "system:", "  os: \"debian:12\"", "  kernel: \"6.1.0-sample\"", "  dmi: \"dmi:sample\"", "devices:",
             "- node: /dev/input/event2", "  evdev:", "    # Name: %s" % name, "    # Properties:",
             "    name: \"%s\"" % name, "    id: [24, 1739, 52619, 256]", "    codes:",
             "      0: [0, 1, 3, 4] # EV_SYN", "      1: [330] # EV_KEY",
             "      3: [%s] # EV_ABS" % ", ".join(str(a[0]) for a in absinfo), "    absinfo:"]
    lines += ["      %d: [%d, %d, 0, 0, %d]" % a for a in absinfo]
    lines += ["    properties: [%s]" % ", ".join(map(str, props)), "  hid: []", "  udev:", "    properties:"]
    lines += ["    - %s" % u for u in udev]
    lines += ["  quirks:", "  events:", "  # Current time is 10:00:00"]
    for t, evs in fr:
        us = t - rel_base
        lines.append("  - evdev:")
        for ty, co, v in evs + [(SYN, 0, 0)]:
            tl, cl = label(ty, co)
            lines.append("    - [%3d, %6d, %3d, %3d, %6d] # %s / %-20s %d" % (us // 1000000, us % 1000000, ty, co, v, tl, cl, v))
        if t == fr[0][0]:
            lines += ["  - libinput:", "    - {time: 0.000000, type: \"TOUCH_DOWN\", slot: 0, seat_slot: 0, point: [50.0, 80.0]}"]
    return "\n".join(lines) + "\n"


def evemu(fr):
    lines = ["# EVEMU 1.3", "# Kernel: 6.1.0-sample", "# Input device name: \"sample_touchscreen\"",
             "# Supported events:", "#   Event type 3 (EV_ABS)", "N: sample_touchscreen", "I: 0018 06cb cd8b 0100",
             "P: 02 00 00 00 00 00 00 00", "B: 00 0b 00 00 00 00 00 00 00", "B: 01 00 00 00 00 00 00 00 00"]
    lines += ["A: %02x %d %d 0 0 %d" % a for a in ABSINFO]
    lines += ["################################", "#      Waiting for events      #", "################################"]
    for t, evs in fr:
        us = BASE + t
        for ty, co, v in evs + [(SYN, 0, 0)]:
            tl, cl = label(ty, co)
            desc = "------------ %s (0) ----------" % cl if ty == SYN else "%s / %-20s %d" % (tl, cl, v)
            lines.append("E: %d.%06d %04x %04x %04d\t# %s" % (us // 1000000, us % 1000000, ty, co, v, desc))
    return "\n".join(lines) + "\n"


def touchpad():
    """Two fingers down, both move down 10 frames (the midpoint 12 units a frame), one lifts, the other."""
    out = [(0, [(ABS, 0x2f, 0), (ABS, 0x39, 90), (ABS, 0x35, 500), (ABS, 0x36, 300), (KEY, 0x14a, 1)]),
           (7000, [(ABS, 0x2f, 1), (ABS, 0x39, 91), (ABS, 0x35, 700), (ABS, 0x36, 310)])]
    t = 7000
    for i in range(1, 11):
        t += 7000
        out.append((t, [(ABS, 0x2f, 0), (ABS, 0x36, 300 + 12 * i), (ABS, 0x2f, 1), (ABS, 0x36, 310 + 12 * i)]))
    out.append((t + 7000, [(ABS, 0x39, -1)]))
    out.append((t + 14000, [(ABS, 0x2f, 0), (ABS, 0x39, -1), (KEY, 0x14a, 0)]))
    return out


def main():
    fr = frames()
    files = {
        "flick.getevent.txt": getevent(fr),
        "flick.getevent-props.txt": PROPS,
        "flick.libinput.yml": libinput(fr, "sample_touchscreen", [(a[0], a[1], a[2], a[3]) for a in ABSINFO], [1],
                                       ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"]),
        "flick.evemu.txt": evemu(fr),
        "touchpad-scroll.libinput.yml": libinput(touchpad(), "Sample Touchpad", [(0x2f, 0, 4, 0), (0x35, 0, 1235, 12),
                                                 (0x36, 0, 815, 12), (0x39, 0, 65535, 0)], [0, 2],
                                                 ["ID_INPUT=1", "ID_INPUT_TOUCHPAD=1"]),
    }
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()

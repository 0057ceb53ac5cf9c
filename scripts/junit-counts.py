#!/usr/bin/env python3
"""Reads a `scrolllab check --junit` file with Python's xml.etree and checks its counts.

Usage: junit-counts.py FILE TESTCASES FAILURES [TEXT]
Every <testcase> is counted and every <failure>; the <testsuites>/<testsuite> attributes must agree
with them, and each failure's text must contain TEXT when given. Exit 0 when all hold, else 1 with
one line saying what differs.
"""
import sys
import xml.etree.ElementTree as ET


def main() -> int:
    path, tests, failures = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    text = sys.argv[4] if len(sys.argv) > 4 else None
    root = ET.parse(path).getroot()
    if root.tag != "testsuites":
        print(f"{path}: the root is <{root.tag}>, not <testsuites>")
        return 1
    cases = root.findall("./testsuite/testcase")
    failed = [c for c in cases if c.find("failure") is not None]
    problems = []
    if len(cases) != tests:
        problems.append(f"{len(cases)} testcases, expected {tests}")
    if len(failed) != failures:
        problems.append(f"{len(failed)} failures, expected {failures}")
    for element in [root] + root.findall("./testsuite"):
        if element.get("tests") != str(len(cases)) or element.get("failures") != str(len(failed)):
            problems.append(f"<{element.tag}> says tests={element.get('tests')} failures={element.get('failures')}")
    for c in failed:
        body = c.find("failure").text or ""
        if text is not None and text not in body:
            problems.append(f"{c.get('name')}: the failure does not say '{text}'")
        if not c.get("name") or not c.get("classname"):
            problems.append("a testcase without a name or classname")
    if problems:
        print(f"{path}: " + "; ".join(problems))
        return 1
    print(f"{path}: {len(cases)} testcases, {len(failed)} failures, as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())

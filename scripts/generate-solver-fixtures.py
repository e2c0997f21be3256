#!/usr/bin/env python3
"""Generates Tests/OpenUIKitTests/Engine/Layout/Fixtures/solver-oracle.json: random constraint
systems solved by kiwisolver (`pip install kiwisolver`), the independent oracle for OpenUIKit's
Cassowary solver (LayoutSolverOracleTests). Run once; the output is committed.

Each system is a list of steps: add (with kiwi's verdict: added or unsatisfiable), remove,
setConstant (done in kiwi as remove + add with the new constant) and check (every variable's
value and the objective, Σ strength × error of the non-required constraints).
Strengths are random reals so the optimum is unique in general; the test also accepts a
different vertex with the same objective.
"""
import json
import random
import sys

import kiwisolver as kiwi

SYSTEMS = 200


def expression(variables, terms, constant):
    expr = constant
    for index, coefficient in terms:
        expr = expr + coefficient * variables[index]
    return expr


def make(variables, spec):
    expr = expression(variables, spec["terms"], spec["constant"])
    relation = spec["relation"]
    if relation == "le":
        constraint = expr <= 0
    elif relation == "ge":
        constraint = expr >= 0
    else:
        constraint = expr == 0
    strength = "required" if spec["strength"] == "required" else spec["strength"]
    return constraint | strength


def violation(spec, values):
    value = spec["constant"] + sum(c * values[i] for i, c in spec["terms"])
    if spec["relation"] == "le":
        return max(0.0, value)
    if spec["relation"] == "ge":
        return max(0.0, -value)
    return abs(value)


def solve(variables, specs):
    """A fresh kiwi solver with `specs` added in order (kiwi's state after a refused constraint
    is not reliable, so every verdict and every check starts from scratch)."""
    solver = kiwi.Solver()
    for spec in specs:
        solver.addConstraint(make(variables, spec))
    solver.updateVariables()
    return [round(v.value(), 6) for v in variables]


def satisfiable(variables, specs):
    try:
        solve(variables, specs)
        return True
    except kiwi.UnsatisfiableConstraint:
        return False


def system(rng):
    count = rng.randint(3, 12)
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    steps = []
    live = {}  # step index of an add -> spec, in insertion order

    def add(spec):
        if satisfiable(variables, list(live.values()) + [spec]):
            live[len(steps)] = spec
            steps.append({"op": "add", **spec, "result": "added"})
        else:
            steps.append({"op": "add", **spec, "result": "unsatisfiable"})

    def check():
        values = solve(variables, list(live.values()))
        objective = sum(spec["strength"] * violation(spec, values)
                        for spec in live.values() if spec["strength"] != "required")
        steps.append({"op": "check", "values": values, "objective": round(objective, 6)})

    # Bounds keep every variable bounded.
    for index in range(count):
        add({"terms": [[index, 1.0]], "constant": 0.0, "relation": "ge", "strength": "required"})
        add({"terms": [[index, 1.0]], "constant": -1000.0, "relation": "le", "strength": "required"})
    for _ in range(rng.randint(count, 3 * count)):
        picked = rng.sample(range(count), rng.randint(1, min(3, count)))
        terms = [[i, rng.choice([1.0, -1.0, 2.0, -2.0, 0.5, -0.5])] for i in picked]
        required = rng.random() < 0.4
        spec = {
            "terms": terms,
            "constant": round(rng.uniform(-600, 600), 3),
            "relation": rng.choice(["le", "eq", "ge"]),
            "strength": "required" if required else round(rng.uniform(1, 1000) * rng.choice([1, 1000]), 3),
        }
        add(spec)
    # A weak pull of every variable towards its own random value makes the optimum unique in
    # general (otherwise any point of a feasible face is optimal and the values say nothing).
    for index in range(count):
        add({"terms": [[index, 1.0]], "constant": -round(rng.uniform(0, 1000), 3), "relation": "eq",
             "strength": round(rng.uniform(0.01, 0.1), 4)})
    check()
    for _ in range(rng.randint(2, 8)):
        removable = [key for key in live if key >= 2 * count]
        if not removable:
            break
        key = rng.choice(removable)
        spec = live[key]
        if rng.random() < 0.5:
            del live[key]
            steps.append({"op": "remove", "constraint": key})
        else:
            new_constant = round(rng.uniform(-600, 600), 3)
            changed = dict(spec, constant=new_constant)
            others = [s for k, s in live.items() if k != key]
            if satisfiable(variables, others + [changed]):
                live[key] = changed
                steps.append({"op": "setConstant", "constraint": key, "constant": new_constant, "result": "added"})
            else:
                # The change is refused; the old constant stays.
                steps.append({"op": "setConstant", "constraint": key, "constant": new_constant, "result": "unsatisfiable"})
        check()
    return {"variables": count, "steps": steps}


def main():
    rng = random.Random(20261124)
    systems = [system(rng) for _ in range(SYSTEMS)]
    out = sys.argv[1] if len(sys.argv) > 1 else "Tests/OpenUIKitTests/Engine/Layout/Fixtures/solver-oracle.json"
    with open(out, "w") as handle:
        json.dump({"generator": "scripts/generate-solver-fixtures.py", "kiwisolver": kiwi.__version__, "systems": systems}, handle, separators=(",", ":"))
        handle.write("\n")


if __name__ == "__main__":
    main()

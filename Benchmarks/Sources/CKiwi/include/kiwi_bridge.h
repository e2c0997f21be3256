// A C face for kiwi (the C++ Cassowary solver of the kiwisolver project), the reference the
// Auto Layout solver is measured against. kiwi's headers are not in the repository: scripts/
// benchmarks unpacks them from the kiwisolver source distribution (PyPI) into vendor/.
#ifndef KIWI_BRIDGE_H
#define KIWI_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Builds a solver with `variable_count` variables and `constraint_count` constraints, given as
/// flat arrays: constraint i has term_counts[i] terms (taken in order from term_variables and
/// term_coefficients), the constant constants[i], relation relations[i] (-1 ≤, 0 =, 1 ≥) and
/// strength strengths[i] (negative: required). Returns the solver (free with kiwi_bench_free),
/// its variables updated; NULL when a constraint could not be added.
void *kiwi_bench_build(int32_t variable_count, int32_t constraint_count, const int32_t *term_counts,
                       const int32_t *term_variables, const double *term_coefficients, const double *constants,
                       const int32_t *relations, const double *strengths);

/// A variable's value (after the last update).
double kiwi_bench_value(void *solver, int32_t variable);

/// Makes `variable` an edit variable of `strength`.
void kiwi_bench_add_edit(void *solver, int32_t variable, double strength);

/// Suggests `value` for an edit variable and updates every variable; returns their sum.
double kiwi_bench_suggest(void *solver, int32_t variable, double value);

void kiwi_bench_free(void *solver);

#ifdef __cplusplus
}
#endif

#endif

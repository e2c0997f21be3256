#include "kiwi_bridge.h"

#include <vector>

#include "kiwi/kiwi.h"

namespace {
struct Bench {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
};
}

extern "C" void *kiwi_bench_build(int32_t variable_count, int32_t constraint_count, const int32_t *term_counts,
                                  const int32_t *term_variables, const double *term_coefficients, const double *constants,
                                  const int32_t *relations, const double *strengths) {
    Bench *bench = new Bench();
    bench->variables.reserve(variable_count);
    for (int32_t i = 0; i < variable_count; ++i) bench->variables.emplace_back();
    int32_t term = 0;
    try {
        for (int32_t c = 0; c < constraint_count; ++c) {
            std::vector<kiwi::Term> terms;
            terms.reserve(term_counts[c]);
            for (int32_t t = 0; t < term_counts[c]; ++t, ++term) {
                terms.emplace_back(bench->variables[term_variables[term]], term_coefficients[term]);
            }
            kiwi::Expression expression(terms, constants[c]);
            kiwi::RelationalOperator op = relations[c] < 0 ? kiwi::OP_LE : relations[c] > 0 ? kiwi::OP_GE : kiwi::OP_EQ;
            double strength = strengths[c] < 0 ? kiwi::strength::required : strengths[c];
            bench->solver.addConstraint(kiwi::Constraint(expression, op, strength));
        }
    } catch (...) {
        delete bench;
        return nullptr;
    }
    bench->solver.updateVariables();
    return bench;
}

extern "C" double kiwi_bench_value(void *solver, int32_t variable) {
    return static_cast<Bench *>(solver)->variables[variable].value();
}

extern "C" void kiwi_bench_add_edit(void *solver, int32_t variable, double strength) {
    Bench *bench = static_cast<Bench *>(solver);
    bench->solver.addEditVariable(bench->variables[variable], strength);
}

extern "C" double kiwi_bench_suggest(void *solver, int32_t variable, double value) {
    Bench *bench = static_cast<Bench *>(solver);
    bench->solver.suggestValue(bench->variables[variable], value);
    bench->solver.updateVariables();
    double sum = 0;
    for (const kiwi::Variable &v : bench->variables) sum += v.value();
    return sum;
}

extern "C" void kiwi_bench_free(void *solver) {
    delete static_cast<Bench *>(solver);
}

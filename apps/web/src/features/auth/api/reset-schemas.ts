// The reset forms' schemas (issue 30), loaded on the first interaction with a form rather than with
// the page, as the other public forms' are (lib/form-schemas.ts): Zod and the contract's rules are
// more than the page itself weighs.
// Its own entry of the contract, so the lazy chunk holds these schemas and not the whole contract.
const contract = () => import('@gharguru/contract/password-reset');

export const loadPasswordResetRequestSchema = () => contract().then((module) => module.PasswordResetRequestSchema);
export const loadPasswordResetConfirmSchema = () => contract().then((module) => module.PasswordResetConfirmSchema);

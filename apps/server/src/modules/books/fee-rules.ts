// The fee rules (issue 29): versioned. Saving writes a new version in force from that instant; a
// match is charged under the version in force when it is started, so a change never touches the
// charges of matches started before it. Version 0 is the contract's defaults.
import { DEFAULT_FEE_RULES, type FeeRules, type FeeRulesBody } from '@gharguru/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admins, feeRules } from '../../db/schema.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { displayName } from '../matching/match-views.js';
import { audit } from './audit.js';

type Ctx = Pick<AppContext, 'db'>;

export const FEE_RULES_HISTORY_MAX = 50;

const DEFAULTS: FeeRules = { ...DEFAULT_FEE_RULES, version: 0, effectiveFrom: null, changedBy: null };

function selectRules(db: DbOrTx) {
  return db
    .select({ rule: feeRules, changedByFirst: admins.firstName, changedByLast: admins.lastName })
    .from(feeRules)
    .leftJoin(admins, eq(admins.id, feeRules.changedBy))
    .orderBy(desc(feeRules.version));
}

function toFeeRules(row: Awaited<ReturnType<typeof selectRules>>[number]): FeeRules {
  const { rule } = row;
  return {
    commissionKind: rule.commissionKind,
    commissionPercent: rule.commissionPercent,
    commissionFixed: rule.commissionFixed,
    advancePercent: rule.advancePercent,
    refundWindowDays: rule.refundWindowDays,
    dueDays: rule.dueDays,
    remindersOn: rule.remindersOn,
    version: rule.version,
    effectiveFrom: rule.effectiveFrom.toISOString(),
    changedBy: displayName(row.changedByFirst, row.changedByLast),
  };
}

/** The rules in force now (the newest version, or the defaults). */
export async function rulesInForce(db: DbOrTx): Promise<FeeRules> {
  const [row] = await selectRules(db).limit(1);
  return row ? toFeeRules(row) : DEFAULTS;
}

/** GET /api/admin/fee-rules: the rules in force and every saved version, newest first. */
export async function getFeeRules({ ctx }: { ctx: Ctx }): Promise<{ rules: FeeRules; history: FeeRules[] }> {
  const rows = await selectRules(ctx.db).limit(FEE_RULES_HISTORY_MAX);
  const history = rows.map(toFeeRules);
  return { rules: history[0] ?? DEFAULTS, history };
}

function sameRules(a: FeeRulesBody, b: FeeRules): boolean {
  return (
    a.commissionKind === b.commissionKind &&
    a.commissionPercent === b.commissionPercent &&
    a.commissionFixed === b.commissionFixed &&
    a.advancePercent === b.advancePercent &&
    a.refundWindowDays === b.refundWindowDays &&
    a.dueDays === b.dueDays &&
    a.remindersOn === b.remindersOn
  );
}

/**
 * PUT /api/admin/fee-rules: a new version from now on, with its audit row; `changed` is false (and
 * nothing is written) when the rules are the ones in force. Two admins saving at once take turns
 * (a table lock that only savers take), so versions follow each other without a gap or a twin.
 */
export async function saveFeeRules({
  ctx,
  adminId,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  input: FeeRulesBody;
}): Promise<{ changed: boolean; rules: FeeRules; history: FeeRules[] }> {
  const changed = await ctx.db.transaction(async (tx) => {
    // One saver at a time: the lock of the table's newest row would miss the first save.
    await tx.execute(sql`lock table ${feeRules} in share row exclusive mode`);
    const current = await rulesInForce(tx);
    if (sameRules(input, current)) return false;
    const [saved] = await tx
      .insert(feeRules)
      .values({ ...input, version: current.version + 1, changedBy: adminId })
      .returning();
    await audit(tx, {
      actor: { role: 'admin', id: adminId },
      action: 'feeRules.save',
      subjectId: saved?.id,
      before: current,
      after: saved,
    });
    return true;
  });
  return { changed, ...(await getFeeRules({ ctx })) };
}

import type { FastifyInstance } from 'fastify';
import {
  adminScenariosApi,
  CODE,
  SCENARIO_NEEDS_GUIDE,
  type AdminScenarios,
  type ScenarioQuestion,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { consoleAuditor, serveAdmin, type AdminScope } from '../access';
import { assertDepartment, findGuideParts } from '../service-hall';
import { readQuestions, writeQuestions, type Tx } from './scenarios.repository';

const NOT_FOUND = '服务事项不存在';

/** The service's scenarios as the console shows them; 404 outside the unit, 403 outside the caller's departments. */
async function reachable(db: Db | Tx, scope: AdminScope, id: number, lock = false): Promise<AdminScenarios> {
  const service = await findGuideParts(db as Db, scope.unit.fid, id);
  if (!service) throw new BusinessError(CODE.notFound, NOT_FOUND, 404);
  assertDepartment(scope.departments, service.deptId);
  const questions = await readQuestions(db, scope.unit.fid, id, lock);
  const guide = service.guide && {
    materials: service.guide.materials,
    steps: service.guide.steps,
    chargeStandard: service.guide.chargeStandard,
    promiseEndTime: service.guide.promiseEndTime,
  };
  // The version covers the questions only: a change to the guide itself does not make this editor's save stale.
  return { appId: service.appId, name: service.name, guide, questions, version: versionOf(questions) };
}

const questionsOf = (scenarios: AdminScenarios): ScenarioQuestion[] => scenarios.questions;

/** 情形引导 of the console (ADR 088): read and save a service's questions; permission 'services'. */
export function scenarioAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = consoleAuditor(db);

  serveAdmin(app, adminScenariosApi.one, ({ query, scope }) => reachable(db, scope, query.id));

  serveAdmin(app, adminScenariosApi.save, async ({ body, request, scope }) => {
    const { before, after } = await db.transaction(async (tx) => {
      const stored = await reachable(tx, scope, body.id, true);
      assertCurrentVersion(body.version, stored);
      if (!stored.guide && body.questions.length > 0)
        throw new BusinessError(CODE.badRequest, SCENARIO_NEEDS_GUIDE, 400);
      const written = await writeQuestions(tx, scope.unit.fid, body.id, stored.questions.length > 0, body.questions);
      // Another console created this service's first questions while this save was being made.
      if (!written) assertCurrentVersion(body.version, await reachable(tx, scope, body.id));
      return { before: stored, after: await reachable(tx, scope, body.id) };
    });
    await audit(
      request,
      scope,
      'scenario.save',
      `服务事项「${after.name}」的情形引导`,
      questionsOf(before),
      questionsOf(after),
    );
    return after;
  });
}

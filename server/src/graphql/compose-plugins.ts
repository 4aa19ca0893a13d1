import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestExecutionListener,
  GraphQLRequestListener,
  GraphQLRequestListenerDidResolveField,
  GraphQLServerListener,
} from '@apollo/server';

/**
 * Several Apollo plugins as one.
 *
 * Apollo runs each stage of a request (didResolveSource, didResolveOperation, executionDidStart, willSendResponse…)
 * as `Promise.all` over all the request's listeners, and `responseForOperation` as one `await` per listener, whether
 * or not a listener has that stage; on Node 20 every promise also goes through the AsyncLocalStorage hook MikroORM
 * turns on. Composed, Apollo sees one listener, and each stage calls only the plugins that have it: an item request
 * made 265 promises with our nine request plugins as listeners, 185 with them composed.
 *
 * The plugins keep their order: a stage's hooks run one after the other in the order the plugins are given. Apollo
 * starts them together, and the stage fails with the first failure in that order, as it does here. Unlike Apollo,
 * a hook after a failed one does not run: ours throw only to refuse an operation (didResolveOperation), and a
 * refusing hook has nothing to undo; the other hooks observe or shape the answer and do not throw.
 * `responseForOperation` answers with the first non-null response.
 *
 * Plugins Apollo recognises by identity (its `…Disabled()` plugins, the drain plugin) are installed on their own.
 */
export function composePlugins<TContext extends BaseContext>(plugins: ApolloServerPlugin<TContext>[]): ApolloServerPlugin<TContext> {
  const refused = plugins.flatMap((p) =>
    (['unexpectedErrorProcessingRequest', 'contextCreationDidFail', 'invalidRequestWasReceived', 'startupDidFail'] as const).filter(
      (k) => p[k],
    ),
  );
  if (refused.length) throw new Error(`composePlugins does not compose ${refused.join(', ')}: install that plugin on its own`);
  const serverStarters = plugins.filter((p) => p.serverWillStart);
  const starters = plugins.filter((p) => p.requestDidStart);

  return {
    async serverWillStart(service) {
      const listeners: GraphQLServerListener[] = [];
      for (const p of serverStarters) {
        const l = await p.serverWillStart!(service);
        if (l?.schemaDidLoadOrUpdate || l?.renderLandingPage)
          throw new Error('composePlugins does not compose a landing page or schema updates');
        if (l) listeners.push(l);
      }
      if (!listeners.length) return;
      return {
        async drainServer() {
          for (const l of listeners) await l.drainServer?.();
        },
        async serverWillStop() {
          for (const l of listeners) await l.serverWillStop?.();
        },
      };
    },

    async requestDidStart(requestContext) {
      const listeners: GraphQLRequestListener<TContext>[] = [];
      for (const p of starters) {
        const l = await p.requestDidStart!(requestContext);
        if (l) listeners.push(l);
      }
      return composeListeners(listeners);
    },
  };
}

/** The stages whose hooks observe or throw: run in order, one after the other. */
const IN_ORDER = [
  'didResolveSource',
  'didResolveOperation',
  'didEncounterErrors',
  'willSendResponse',
  'didEncounterSubsequentErrors',
  'willSendSubsequentPayload',
] as const;
/** The stages whose hooks may return an end hook, called with the stage's outcome. */
const WITH_END = ['parsingDidStart', 'validationDidStart'] as const;

type Hook = (...args: unknown[]) => Promise<unknown>;
type End = (err?: unknown) => Promise<void>;

function composeListeners<TContext extends BaseContext>(
  listeners: GraphQLRequestListener<TContext>[],
): GraphQLRequestListener<TContext> | undefined {
  if (listeners.length <= 1) return listeners[0];
  const composed: GraphQLRequestListener<TContext> = {};
  const stages = composed as Record<string, Hook>;
  const hooksOf = (stage: keyof GraphQLRequestListener<TContext>): Hook[] =>
    listeners.filter((l) => l[stage]).map((l) => (l[stage] as Hook).bind(l));

  for (const stage of IN_ORDER) {
    const hooks = hooksOf(stage);
    if (hooks.length === 1) stages[stage] = hooks[0];
    else if (hooks.length)
      stages[stage] = async (...args) => {
        for (const hook of hooks) await hook(...args);
      };
  }

  for (const stage of WITH_END) {
    const hooks = hooksOf(stage);
    if (hooks.length === 1) stages[stage] = hooks[0];
    else if (hooks.length)
      stages[stage] = async (ctx) => {
        const ends: End[] = [];
        for (const hook of hooks) {
          const end = (await hook(ctx)) as End | void;
          if (end) ends.push(end);
        }
        if (!ends.length) return;
        return async (err?: unknown) => {
          for (const end of ends) await end(err);
        };
      };
  }

  const responders = hooksOf('responseForOperation');
  if (responders.length)
    stages.responseForOperation = async (ctx) => {
      for (const respond of responders) {
        const response = await respond(ctx);
        if (response != null) return response;
      }
      return null;
    };

  const executors = hooksOf('executionDidStart');
  if (executors.length === 1) stages.executionDidStart = executors[0];
  else if (executors.length)
    stages.executionDidStart = async (ctx) => {
      const execs: GraphQLRequestExecutionListener<TContext>[] = [];
      for (const start of executors) {
        const exec = (await start(ctx)) as GraphQLRequestExecutionListener<TContext> | void;
        if (exec) execs.push(exec);
      }
      return composeExecution(execs);
    };

  return composed;
}

function composeExecution<TContext extends BaseContext>(
  execs: GraphQLRequestExecutionListener<TContext>[],
): GraphQLRequestExecutionListener<TContext> | undefined {
  if (execs.length <= 1) return execs[0];
  const composed: GraphQLRequestExecutionListener<TContext> = {};
  const enders = execs.filter((e) => e.executionDidEnd);
  if (enders.length)
    composed.executionDidEnd = async (err) => {
      for (const e of enders) await e.executionDidEnd!(err);
    };
  const resolvers = execs.filter((e) => e.willResolveField);
  if (resolvers.length)
    composed.willResolveField = (params) => {
      const dones: GraphQLRequestListenerDidResolveField[] = [];
      for (const e of resolvers) {
        const done = e.willResolveField!(params);
        if (done) dones.push(done);
      }
      if (!dones.length) return;
      return (error, result) => {
        for (const done of dones) done(error, result);
      };
    };
  return composed;
}

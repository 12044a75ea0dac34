// @ts-check
// `GET /healthz`, the shell server's health: what a load balancer's health check and an operator
// read. 503 while it cannot serve as it should: while it starts (until it has read every remote's
// route list and prerendered pages, or its start-up wait is over), and once it drains on SIGTERM (`app.locals.draining`, set by
// serve-kit's listen). A remote that does not answer makes it "degraded" but still 200: every other
// remote's pages are served, and the down remote's pages show their "temporarily unavailable"
// screen on every instance alike, so taking this one out of rotation would help no visitor.

/**
 * @param {{ status: () => ReturnType<ReturnType<typeof import('./remote-registry').createRemoteRegistry>['status']> }} registry
 * @returns {import('express').RequestHandler}
 */
function shellHealthHandler(registry) {
  return (req, res) => {
    const { started, remotes } = registry.status();
    const everyRemoteRead = Object.values(remotes).every((remote) => remote.routes === 'read' && remote.fragments === 'read');
    const status = req.app.locals.draining === true ? 'draining' : !started ? 'starting' : everyRemoteRead ? 'ok' : 'degraded';
    res.setHeader('Cache-Control', 'no-store');
    res.status(status === 'draining' || status === 'starting' ? 503 : 200).json({ status, remotes });
  };
}

module.exports = { shellHealthHandler };

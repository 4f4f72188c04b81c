// The dashboard is a lazy chunk in the app; tests load it once up front, so the first test of a
// file never waits on a cold import while its assertions time out on a busy machine.
await import('../app/dashboard-routes');
export {};

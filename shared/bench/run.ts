/**
 * `npm run bench`: each bench module's run(), in order — API, npm start's process (start time,
 * memory under load), front-end budgets, the signed-in app's loading, distributed overhead.
 */
const modules = ['./api', './start', './frontend', './signed-in', './distributed'];

async function main() {
  for (const module of modules) {
    const { run } = (await import(module)) as { run: () => Promise<void> };
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

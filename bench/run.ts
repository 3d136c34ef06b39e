/** `npm run bench`: each bench module's run(), in order — API, front-end budgets, distributed overhead. */
const modules = ['./api', './frontend', './distributed'];

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

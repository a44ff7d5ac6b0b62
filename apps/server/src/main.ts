import { createServer } from "./bootstrap.js";
import { closeOnSignals } from "./close-on-signals.js";

const server = await createServer();
if (server.adminPassword) {
  console.log("\n==========================================================");
  console.log(" 管理员账号已创建 / Administrator created");
  console.log(`   username: admin`);
  console.log(`   password: ${server.adminPassword}`);
  console.log(" 此密码只显示一次，请登录后修改。Shown once: change it after login.");
  console.log("==========================================================\n");
}
try {
  await server.app.listen({ port: server.ctx.env.port, host: server.ctx.env.host });
} catch (error) {
  // Without this the open database pool and timers would keep a process that serves nothing alive.
  console.error(`[wenku] cannot listen on ${server.ctx.env.host}:${server.ctx.env.port}: ${(error as Error).message}`);
  await server.close().catch((closeError: unknown) => console.error("[wenku] close failed", closeError));
  process.exit(1);
}
console.log(`[wenku] serving on http://localhost:${server.ctx.env.port}`);
closeOnSignals(() => server.close());

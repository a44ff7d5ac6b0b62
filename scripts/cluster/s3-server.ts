/**
 * The local cluster's S3 service (scripts/cluster.sh): s3rver speaking the S3 REST API on 127.0.0.1, its objects
 * kept in a folder, with the site's bucket. Any S3 API takes its place on real machines (docs/cluster.md).
 *   node --import tsx scripts/cluster/s3-server.ts <port> <folder> <bucket>
 */
import fs from "node:fs";
import S3rver from "s3rver";

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error("usage: s3-server.ts <port> <folder> <bucket>");
  process.exit(2);
}
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({ port: Number(port), address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
await server.run();
console.log(`[wenku] S3 API on http://127.0.0.1:${port}, bucket ${bucket}, objects in ${directory}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}

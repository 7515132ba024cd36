import { gzipSync } from "node:zlib";
import { scriptUrls } from "../../bench/javascript-bytes";
const url = process.argv[2] ?? "";
const html = await (await fetch(url)).text();
const rows: [string, number][] = [];
for (const u of scriptUrls(html, url)) {
  const body = Buffer.from(await (await fetch(u)).arrayBuffer());
  rows.push([u.replace(/.*\/assets\//, ""), gzipSync(body, { level: 9 }).length / 1024]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [k, v] of rows) console.log(v.toFixed(1).padStart(6), k);

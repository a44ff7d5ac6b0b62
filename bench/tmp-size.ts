import Database from "better-sqlite3";
const db = new Database(process.argv[2], { readonly: true });
const rows = db.prepare("select name, sum(pgsize) bytes from dbstat where name like 'search%' or name like 'sqlite_autoindex_search%' group by name order by bytes desc").all() as any[];
for (const r of rows) console.log(String((r.bytes / 1e6).toFixed(1)).padStart(8), "MB", r.name);
console.log(db.prepare("select count(*) n, sum(segments) s, sum(buckets) b from search_body_part").get());
console.log(db.prepare("select count(*) n, sum(length(data)) bytes from search_body_bucket").get());
console.log(db.prepare("select sum(length(text)) chars from search_page").get());

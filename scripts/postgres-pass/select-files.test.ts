import { describe, expect, it } from "vitest";
import { selectFiles } from "./select-files.js";
import { loggedStatements, statementShape } from "./statement-shapes.js";

describe("statement shapes", () => {
  it("drops values and list lengths, keeps everything else", () => {
    expect(statementShape('select "id" from "document"\n  where "id" in ($1, $2, $3) and "title" = \'a\'\'b\' limit 10')).toBe(
      'select "id" from "document" where "id" in (?) and "title" = ? limit ?',
    );
    expect(statementShape('insert into "t" ("a", "b") values ($1, $2), ($3, $4)')).toBe(statementShape('insert into "t" ("a", "b") values ($1, $2)'));
    expect(statementShape('select "a1" from "t2"')).toBe('select "a1" from "t2"');
    expect(statementShape('select * from "t" where "a" = $1')).not.toBe(statementShape('select * from "t" where "b" = $1'));
  });

  it("reads run and failed statements from a csvlog, with their database", () => {
    const csv = [
      '2026-11-26 10:00:00.000 UTC,"postgres","wenku_t_0123456789_ab12cd34",1,"127.0.0.1:5",s,1,"SELECT",2026-11-26 10:00:00 UTC,3/1,0,LOG,00000,"execute <unnamed>: select ""id""\nfrom ""user"" where ""id"" = $1","parameters: $1 = \'1\'",,,,,,,,"","client backend",,0',
      '2026-11-26 10:00:00.000 UTC,"postgres","wenku_t_0123456789_ab12cd34",1,"127.0.0.1:5",s,2,"INSERT",2026-11-26 10:00:00 UTC,3/2,0,ERROR,23505,"duplicate key value violates unique constraint ""user_name""","Key (name)=(a) already exists.",,,,,"insert into ""user"" (""name"") values ($1)",,,"","client backend",,0',
      '2026-11-26 10:00:00.000 UTC,"postgres","postgres",1,"127.0.0.1:5",s,1,"idle",2026-11-26 10:00:00 UTC,3/3,0,LOG,00000,"statement: CREATE DATABASE x",,,,,,,,,"","client backend",,0',
    ].join("\n");
    expect(loggedStatements(csv)).toEqual([
      { database: "wenku_t_0123456789_ab12cd34", shape: 'select "id" from "user" where "id" = ?' },
      { database: "wenku_t_0123456789_ab12cd34", shape: 'ERROR 23505 insert into "user" ("name") values (?)' },
      { database: "postgres", shape: "CREATE DATABASE x" },
    ]);
  });
});

describe("selecting the PostgreSQL pass", () => {
  const file = (name: string, seconds: number, shapes: string[]) => ({ file: name, seconds, shapes: new Set(shapes) });

  it("keeps the files always kept, then the cheapest files that cause every shape, and lists the rest as covered", () => {
    const selection = selectFiles(
      [
        file("race.test.ts", 9, ["a"]),
        file("slow-wide.test.ts", 20, ["b", "c", "d"]),
        file("quick-b.test.ts", 1, ["b"]),
        file("quick-cd.test.ts", 1, ["c", "d"]),
        file("repeat.test.ts", 1, ["a", "b"]),
      ],
      (recorded) => (recorded.file === "race.test.ts" ? "tests the database's behaviour" : undefined),
    );
    expect(selection.kept).toEqual([
      { file: "race.test.ts", reason: "tests the database's behaviour" },
      { file: "quick-cd.test.ts", reason: "2 statement shapes no kept file runs" },
      { file: "quick-b.test.ts", reason: "1 statement shape no kept file runs" },
    ]);
    expect(selection.covered).toEqual(["repeat.test.ts", "slow-wide.test.ts"]);
  });
});

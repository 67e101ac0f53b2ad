#!/usr/bin/env python3
"""Day tables read by real engines, with no Yotei code on the reading side.

    scripts/table_engines.py duckdb REPL   DuckDB and pyarrow (scripts/test.sh)
    scripts/table_engines.py spark REPL    Spark as well (scripts/engines-check.sh)

REPL is a built yotei-repl. Each mode installs its pinned packages into a
virtual environment under .build/ once (a stamp file records the pins), then
runs itself inside it. The tables are written by `yotei-repl export-days`;
the answers they are checked against come from yotei-repl's own commands
(`norms`, `convert`), from DuckDB's date functions, and from Russia's
published production calendars (Ministry of Labour: 248 working days in
2024, 247 in 2025, 247 in 2026 for the five-day week).
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINS = {
    "duckdb": ["duckdb==1.4.4", "pyarrow==22.0.0"],
    "spark": ["duckdb==1.4.4", "pyarrow==22.0.0", "pyspark==4.0.1"],
}


def ensure_venv(name, pins):
    """Creates .build/venv-NAME with `pins` unless it already has them; returns its python."""
    home = os.path.join(ROOT, ".build", "venv-" + name)
    python = os.path.join(home, "bin", "python")
    stamp = os.path.join(home, ".yotei-pins")
    wanted = "\n".join(pins) + "\n"
    if os.path.exists(stamp) and open(stamp).read() == wanted:
        return python
    if subprocess.call([sys.executable, "-m", "venv", "--clear", home]) != 0:
        # Debian keeps ensurepip in a package of its own.
        print("table_engines: installing python3-venv", file=sys.stderr)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.check_call(["apt-get", "update", "-qq"], env=env)
        subprocess.check_call(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "python3-venv"], env=env)
        subprocess.check_call([sys.executable, "-m", "venv", "--clear", home])
    subprocess.check_call([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *pins])
    with open(stamp, "w") as f:
        f.write(wanted)
    return python


def repl(binary, *args):
    out = subprocess.run([binary, *args], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"yotei-repl {' '.join(args)} failed ({out.returncode}): {out.stderr.strip()}")
    return out.stdout


def repl_json(binary, region, commands):
    """One JSON object per command of `commands`, in one yotei-repl run."""
    args = ["--json"] + (["--region", region] if region else []) + ["-c", "; ".join(commands)]
    lines = [line for line in repl(binary, *args).splitlines() if line.strip()]
    assert len(lines) == len(commands), (len(lines), len(commands))
    return [json.loads(line) for line in lines]


failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


# The contract of docs/DATA-ENGINES.md: the type of each fixed column, and the nullable ones.
FIXED = {
    "date": "date32[day]", "date_key": "int32", "jdn": "int64", "year": "int32", "quarter": "int32",
    "month": "int32", "day_of_month": "int32", "day_of_year": "int32", "iso_year": "int32", "iso_week": "int32",
    "iso_day_of_week": "int32", "month_name": "string", "day_name": "string", "week_start": "date32[day]",
    "locale_week": "int32", "is_month_end": "bool", "region": "string", "day_kind": "string",
    "is_working_day": "bool", "is_shortened": "bool", "working_hours": "double", "holiday_name": "string",
    "transferred_from": "date32[day]", "is_estimated": "bool", "working_day_of_month": "int32",
    "working_day_of_year": "int32", "working_day_index": "int32", "next_working_day": "date32[day]",
    "previous_working_day": "date32[day]", "source": "string",
}
NULLABLE = {"holiday_name", "transferred_from", "next_working_day", "previous_working_day", "source"}
REGIONS = ["RU", "IL", "IR", "US"]
PUBLISHED_RU = {2024: 248, 2025: 247, 2026: 247}


def export(binary, folder):
    """The tables the checks read: 2024-2026 with every calendar and four regions, in all three
    formats; and 1990-2100 for Russia in small row groups' worth of rows (several row groups)."""
    files = {}
    for ext in ("parquet", "csv", "jsonl"):
        path = os.path.join(folder, "days." + ext)
        repl(binary, "export-days", "2024-01-01", "2026-12-31", path, "--calendars", "all",
             "--region", ",".join(REGIONS))
        files[ext] = path
    long = os.path.join(folder, "long.parquet")
    repl(binary, "export-days", "1990-01-01", "2100-12-31", long, "--calendars", "persian,hebrew", "--region", "RU")
    files["long"] = long
    return files


def check_duckdb(binary, files):
    import duckdb
    import pyarrow.parquet as pq

    con = duckdb.connect()
    pq_path, csv_path, jsonl_path = files["parquet"], files["csv"], files["jsonl"]
    rows = con.execute(f"SELECT count(*) FROM '{pq_path}'").fetchone()[0]
    check(rows == 1096 * 4, f"rows: {rows}, expected 1096 days x 4 regions")

    # The issue's query, per region and year, against `norms` and Russia's published counts.
    got = con.execute(
        f"SELECT region, year(date), count(*) FILTER (WHERE is_working_day) FROM '{pq_path}' GROUP BY 1, 2"
    ).fetchall()
    years = [2024, 2025, 2026]
    for region in REGIONS:
        norms = repl_json(binary, region, [f"norms {y}" for y in years])
        for y, n in zip(years, norms):
            found = [c for r, yy, c in got if r == region and yy == y]
            check(found == [n["workingDays"]], f"{region} {y}: {found} working days, norms says {n['workingDays']}")
            # Months too: the table's per-month counts equal norms' months.
            months = con.execute(
                f"SELECT month, count(*) FILTER (WHERE is_working_day) FROM '{pq_path}' "
                f"WHERE region = '{region}' AND year = {y} GROUP BY 1 ORDER BY 1").fetchall()
            check([c for _, c in months] == [m["workingDays"] for m in n["months"]], f"{region} {y} months")
            # working_hours is the day's hours in the region's standard week: norms' first week.
            week = next(k for k in n if k.startswith("hours"))
            hours = con.execute(
                f"SELECT sum(working_hours) FROM '{pq_path}' WHERE region = '{region}' AND year = {y}").fetchone()[0]
            check(abs(hours - float(n[week])) < 0.0015,  # norms writes thousandths
                 f"{region} {y}: {hours} working hours, norms {week} {n[week]}")
    for y, n in PUBLISHED_RU.items():
        found = [c for r, yy, c in got if r == "RU" and yy == y]
        check(found == [n], f"RU {y}: {found}, published {n}")

    # The Gregorian and ISO fields against DuckDB's own date functions.
    bad = con.execute(f"""
        SELECT count(*) FROM '{pq_path}' WHERE
          year <> year(date) OR month <> month(date) OR day_of_month <> day(date) OR quarter <> quarter(date)
          OR day_of_year <> dayofyear(date) OR iso_year <> isoyear(date) OR iso_week <> week(date)
          OR iso_day_of_week <> isodow(date) OR date_key <> CAST(strftime(date, '%Y%m%d') AS INTEGER)
          OR jdn <> CAST(julian(date) AS BIGINT) OR is_month_end <> (last_day(date) = date)
          OR month_name <> monthname(date) OR day_name <> dayname(date)
          OR week_start <> date - CAST(dayofweek(date) AS INTEGER)
    """).fetchone()[0]
    check(bad == 0, f"{bad} rows whose Gregorian or ISO fields differ from DuckDB's functions")
    # working_day_index: a difference of two rows is a working-day count (workdays FROM TO).
    ru = {d: (i, w) for d, i, w in con.execute(
        f"SELECT date::VARCHAR, working_day_index, is_working_day FROM '{pq_path}' WHERE region = 'RU'").fetchall()}
    spans = [("2024-01-01", "2024-12-31"), ("2024-03-05", "2025-11-03"), ("2025-05-01", "2026-12-31")]
    counts = repl_json(binary, "RU", [f"workdays {a} {b}" for a, b in spans])
    for (a, b), c in zip(spans, counts):
        got = ru[b][0] - ru[a][0] + (1 if ru[a][1] else 0)
        check(got == c["count"], f"working_day_index {a}..{b}: {got}, workdays {c['count']}")

    # Persian and Hebrew dates equal `convert`, every day.
    days = [d for d, in con.execute(f"SELECT DISTINCT date::VARCHAR FROM '{pq_path}' ORDER BY 1").fetchall()]
    for cal in ("persian", "hebrew"):
        table = {r[0]: r[1:] for r in con.execute(
            f"SELECT DISTINCT date::VARCHAR, {cal}_year, {cal}_month, {cal}_month_code, {cal}_day "
            f"FROM '{pq_path}'").fetchall()}
        answers = repl_json(binary, None, [f"convert {d} {cal}" for d in days])
        wrong = [d for d, a in zip(days, answers)
                 if table[d] != (a["year"], a["month"], a["monthCode"], a["day"])]
        check(not wrong, f"{cal}: {len(wrong)} of {len(days)} days differ from convert (first {wrong[:3]})")

    # CSV equals Parquet: DuckDB's CSV reader, each column cast to the Parquet column's type.
    schema = con.execute(f"DESCRIBE SELECT * FROM '{pq_path}'").fetchall()
    casts = ", ".join(f'CAST("{name}" AS {typ}) AS "{name}"' for name, typ, *_ in schema)
    csv = f"(SELECT {casts} FROM read_csv('{csv_path}', header = true, all_varchar = true))"
    for a, b in ((csv, f"'{pq_path}'"), (f"'{pq_path}'", csv)):
        diff = con.execute(f"SELECT count(*) FROM (SELECT * FROM {a} EXCEPT ALL SELECT * FROM {b})").fetchone()[0]
        check(diff == 0, f"{diff} rows differ between CSV and Parquet")

    # pyarrow: the schema's types and nullability, the page CRCs, and identical values to DuckDB's
    # reading and to the JSON Lines.
    table = pq.read_table(pq_path, page_checksum_verification=True)
    for field in table.schema:
        if field.name in FIXED:
            check(str(field.type) == FIXED[field.name], f"{field.name}: {field.type}, contract {FIXED[field.name]}")
            check(field.nullable == (field.name in NULLABLE), f"{field.name}: nullable {field.nullable}")
    for cal in ("persian", "hebrew", "islamic_umalqura", "chinese", "japanese"):
        for suffix, typ in (("_year", "int32"), ("_month", "int32"), ("_month_code", "string"), ("_day", "int32"),
                            ("_month_name", "string")):
            f = table.schema.field(cal + suffix)
            check(str(f.type) == typ and not f.nullable, f"{cal}{suffix}: {f.type} nullable {f.nullable}")
    check("japanese_era" in table.schema.names and "persian_era" not in table.schema.names, "era columns")
    arrow_rows = table.to_pylist()
    duck = con.execute(f"SELECT * FROM '{pq_path}'").fetchall()
    names = table.schema.names
    check([tuple(r[n] for n in names) for r in arrow_rows] == duck, "pyarrow's values differ from DuckDB's")
    with open(jsonl_path) as f:
        lines = [json.loads(line) for line in f]
    def plain(v):
        return v.isoformat() if hasattr(v, "isoformat") else v
    check(len(lines) == len(arrow_rows) and all(
        list(line.keys()) == names and all(line[n] == plain(r[n]) for n in names)
        for line, r in zip(lines, arrow_rows)), "JSON Lines differ from the Parquet file")
    # Nulls where marked, and only there.
    for name in names:
        nulls = table.column(name).null_count
        if name not in NULLABLE and not name.endswith("_era"):
            check(nulls == 0, f"{name}: {nulls} nulls in a column that has none")
    kinds = con.execute(f"""SELECT count(*) FILTER (WHERE holiday_name IS NULL AND day_kind = 'holiday'),
        count(*) FILTER (WHERE holiday_name IS NOT NULL), count(*) FILTER (WHERE transferred_from IS NOT NULL),
        count(*) FILTER (WHERE transferred_from IS NOT NULL AND day_kind NOT IN ('transferredDayOff',
        'transferredWorking', 'holiday')) FROM '{pq_path}'""").fetchone()
    check(kinds[0] == 0 and kinds[1] > 0 and kinds[2] > 0 and kinds[3] == 0, f"holiday and transfer nulls {kinds}")

    # Statistics: every row group's min, max and null count as pyarrow computes them from the data.
    import pyarrow.compute as pc
    for path in (pq_path, files["long"]):
        meta = pq.ParquetFile(path).metadata
        whole = pq.read_table(path)
        start = 0
        for g in range(meta.num_row_groups):
            group = meta.row_group(g)
            part = whole.slice(start, group.num_rows)
            start += group.num_rows
            for c in range(group.num_columns):
                stats = group.column(c).statistics
                col = part.column(c)
                check(stats is not None and stats.null_count == col.null_count, f"{path} group {g} column {c} nulls")
                if col.null_count < len(col):
                    mm = pc.min_max(col)
                    check((stats.min, stats.max) == (mm["min"].as_py(), mm["max"].as_py()),
                          f"{path} group {g} {names[c] if c < len(names) else c}: {stats.min}..{stats.max}")
        if path == files["long"]:
            check(meta.num_row_groups >= 2, f"long table: {meta.num_row_groups} row groups")
            check(meta.num_rows == 40542, f"long table: {meta.num_rows} rows")
            # DuckDB skips row groups by these statistics: a filtered count must still be right.
            n = con.execute(f"SELECT count(*) FROM '{path}' WHERE date >= DATE '2090-01-01'").fetchone()[0]
            check(n == 4017, f"filtered by date: {n} rows, 4017 expected")
    print(f"table_engines: duckdb {duckdb.__version__}, pyarrow checks done on {rows} + 40542 rows")


def check_spark(binary, files):
    """Spark reads the same files, joins them to 10 million generated facts, and gives DuckDB's and
    Yotei's working days per month and region."""
    import duckdb
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    spark = (SparkSession.builder.master("local[2]").appName("yotei-engines")
             .config("spark.driver.bindAddress", "127.0.0.1").config("spark.driver.host", "127.0.0.1")
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").config("spark.sql.shuffle.partitions", "8")
             .config("spark.sql.session.timeZone", "UTC").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    days = spark.read.parquet(files["parquet"])
    # RFC 4180 doubles a quote inside a quoted field; Spark's default escape is a backslash.
    csv = spark.read.option("header", True).option("escape", '"').schema(days.schema).csv(files["csv"])
    check(days.count() == 1096 * 4 and csv.count() == days.count(), "Spark row counts")
    check(days.exceptAll(csv).count() == 0 and csv.exceptAll(days).count() == 0, "Spark: CSV differs from Parquet")
    n = 10_000_000
    # A fact per id: a day of 2024-2026 (id * 7919 runs through every residue of 1096) and a
    # region by id // 1096, so every day and region has facts.
    facts = (spark.range(n).withColumn("date", F.expr("date_add(DATE'2024-01-01', CAST(id * 7919 % 1096 AS INT))"))
             .withColumn("region", F.expr("element_at(array('RU', 'IL', 'IR', 'US'), CAST(floor(id / 1096) % 4 + 1 AS INT))"))
             .withColumn("amount", (F.col("id") % 100).cast("long")))
    joined = facts.join(days, ["date", "region"])
    spark_rows = (joined.where("is_working_day").groupBy("region", "year", "month")
                  .agg(F.countDistinct("date").alias("days"), F.count(F.lit(1)).alias("facts"),
                       F.sum("amount").alias("amount")).collect())
    spark_answer = {(r["region"], r["year"], r["month"]): (r["days"], r["facts"], r["amount"]) for r in spark_rows}
    check(joined.count() == n, "Spark: every fact found its day")
    con = duckdb.connect()
    duck_rows = con.execute(f"""
        WITH facts AS (SELECT DATE '2024-01-01' + CAST(id * 7919 % 1096 AS INTEGER) AS date,
                         ['RU', 'IL', 'IR', 'US'][(id // 1096) % 4 + 1] AS region, id % 100 AS amount FROM range({n}) t(id))
        SELECT region, year, month, count(DISTINCT date), count(*), sum(amount)
        FROM facts JOIN '{files["parquet"]}' USING (date, region) WHERE is_working_day GROUP BY ALL""").fetchall()
    duck_answer = {(r, y, m): (d, c, int(a)) for r, y, m, d, c, a in duck_rows}
    check(spark_answer == duck_answer, "Spark's working days and facts per month and region differ from DuckDB's")
    for region in REGIONS:
        norms = repl_json(binary, region, [f"norms {y}" for y in (2024, 2025, 2026)])
        for y, nrm in zip((2024, 2025, 2026), norms):
            for m, month in enumerate(nrm["months"], start=1):
                got = spark_answer.get((region, y, m), (0,))[0]
                check(got == month["workingDays"], f"Spark {region} {y}-{m:02}: {got}, norms {month['workingDays']}")
    issue = {r["y"]: r["n"] for r in spark.read.parquet(files["parquet"]).where("region = 'RU'")
             .selectExpr("year(date) AS y", "CAST(is_working_day AS INT) AS w").groupBy("y")
             .agg(F.sum("w").alias("n")).collect()}
    check(issue == PUBLISHED_RU, f"Spark: Russia's working days {issue}, published {PUBLISHED_RU}")
    long = spark.read.parquet(files["long"])
    check(long.count() == 40542 and long.where("date >= DATE'2090-01-01'").count() == 4017, "Spark: long table")
    print(f"table_engines: spark {spark.version}: {len(spark_answer)} region-months over {n} facts equal DuckDB's")
    spark.stop()


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in PINS:
        raise SystemExit(__doc__)
    mode, binary = sys.argv[1], os.path.abspath(sys.argv[2])
    if os.environ.get("YOTEI_TABLE_VENV") != mode:
        python = ensure_venv("table-" + mode, PINS[mode])
        os.execve(python, [python, os.path.abspath(__file__), mode, binary],
                  dict(os.environ, YOTEI_TABLE_VENV=mode))
    with tempfile.TemporaryDirectory() as folder:
        files = export(binary, folder)
        check_duckdb(binary, files)
        if mode == "spark":
            check_spark(binary, files)
    if failures:
        raise SystemExit(f"table_engines: {len(failures)} checks failed")
    print("table_engines: all checks passed")


if __name__ == "__main__":
    main()

print("yotei-repl")
